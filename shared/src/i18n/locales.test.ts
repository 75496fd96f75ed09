import { describe, expect, it } from 'vitest';
import { negotiateLocale, requestLocale } from './locales';

describe('negotiateLocale', () => {
  it('when a French browser asks, then French is chosen', () => {
    expect(negotiateLocale('fr')).toBe('fr');
  });
  it('when a region is named, then its language is matched', () => {
    expect(negotiateLocale('de-CH, de;q=0.9, en;q=0.8')).toBe('de');
  });
  it('when weights order the languages, then the heaviest of ours wins', () => {
    expect(negotiateLocale('it, es;q=0.5, fr;q=0.7')).toBe('fr');
  });
  it('when a language is refused with q=0, then it is not chosen', () => {
    expect(negotiateLocale('de;q=0, es;q=0.4')).toBe('es');
  });
  it('when none of the languages is ours or the header is missing, then English', () => {
    expect(negotiateLocale('ja, zh-CN;q=0.8')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
  });
});

describe('requestLocale', () => {
  it('when the visitor chose a language, then the choice beats the browser', () => {
    expect(requestLocale('es', 'fr')).toBe('es');
  });
  it('when the cookie holds no language of ours, then the browser decides', () => {
    expect(requestLocale('xx', 'de')).toBe('de');
  });
});
