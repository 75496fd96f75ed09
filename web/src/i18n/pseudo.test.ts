import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { pseudoMessages } from './pseudo';

const speak = (source: string, values?: Record<string, unknown>) => {
  const i18n = setupI18n({
    locale: 'en',
    messages: { en: pseudoMessages({ k: compileMessage(source) }) },
  });
  return i18n._('k', values);
};

describe('the pseudo-language', () => {
  it('when a plain text is written, then it is bracketed, accented and 40% longer', () => {
    expect(speak('Book now')).toBe('⟦Bóók ñóẃ~~~~⟧'.replace('ẃ', 'w'));
  });

  it('when a message has a placeholder and a plural, then the values stay and the words change', () => {
    const text = speak('{count, plural, one {# clinic} other {# clinics}} near {place}', {
      count: 3,
      place: 'Leeds',
    });
    expect(text.startsWith('⟦')).toBe(true);
    expect(text).toContain('3');
    expect(text).toContain('Leeds');
    expect(text).toContain('çlíñíçš');
    expect(text).not.toContain('clinics');
  });
});
