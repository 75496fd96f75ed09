import { afterEach, describe, expect, test } from 'vitest';
import { watchLinkIntent } from './link-intent';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  document.body.innerHTML = '';
});

/** A page with links, and the paths announced while it is used. */
function scene(html: string): string[] {
  document.body.innerHTML = html;
  const seen: string[] = [];
  stop = watchLinkIntent(document, (pathname) => seen.push(pathname));
  return seen;
}
const link = (selector: string) => document.querySelector(selector)!;
const over = (target: Element) => target.dispatchEvent(new Event('pointerover', { bubbles: true }));

describe('a link about to be followed', () => {
  test('when the pointer comes onto a link of the site, then its path is announced', () => {
    const seen = scene('<a id="find" href="/find?where=Leeds"><span>Find</span></a>');
    over(link('#find span'));
    expect(seen).toEqual(['/find']);
  });

  test('when a link is focused or touched, then its path is announced too', () => {
    const seen = scene('<a id="a" href="/login">Log in</a><a id="b" href="/register">Sign up</a>');
    link('#a').dispatchEvent(new Event('focusin', { bubbles: true }));
    link('#b').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(seen).toEqual(['/login', '/register']);
  });

  test('when the pointer comes onto the same link again, then it is announced only once', () => {
    const seen = scene('<a id="a" href="/search">Search</a>');
    over(link('#a'));
    over(link('#a'));
    expect(seen).toEqual(['/search']);
  });

  test('when a link leads to another site or the pointer is not on a link, then nothing is announced', () => {
    const seen = scene('<a id="out" href="https://example.org/vets">Out</a><p id="text">Text</p>');
    over(link('#out'));
    over(link('#text'));
    expect(seen).toEqual([]);
  });

  test('when watching has stopped, then links are no longer announced', () => {
    const seen = scene('<a id="a" href="/pets">Pets</a>');
    stop?.();
    over(link('#a'));
    expect(seen).toEqual([]);
  });
});
