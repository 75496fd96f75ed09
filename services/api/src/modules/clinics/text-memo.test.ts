import { describe, expect, it } from 'vitest';
import { memoText } from './text-memo';

describe('remembered text lookups', () => {
  it('when a text is asked again, then the lookup is not run again, null answers included', () => {
    const asked: string[] = [];
    const find = memoText((text: string) => {
      asked.push(text);
      return text === 'London' ? { lat: 51.5 } : null;
    });
    expect(find('London')).toEqual({ lat: 51.5 });
    expect(find('Nowhere')).toBeNull();
    expect(find('London')).toEqual({ lat: 51.5 });
    expect(find('Nowhere')).toBeNull();
    expect(asked).toEqual(['London', 'Nowhere']);
  });

  it('when more texts than the bound are asked, then the oldest is forgotten', () => {
    const asked: string[] = [];
    const find = memoText((text: string) => asked.push(text), 2);
    find('a');
    find('b');
    find('c');
    find('b');
    find('a');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
