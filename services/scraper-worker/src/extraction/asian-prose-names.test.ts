import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const named = (body: string, url: string) =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.priceMin,
  ]);

describe('names in Japanese answers and sentences', () => {
  it('when a Q&A answer marked "A" gives several prices in sentences, then each price is named by its own service', () => {
    const body = `<dl><dt><span>Q</span>ワクチンの料金は？</dt>
      <dd><span>A</span>狂犬病予防注射は3,300円、猫の混合ワクチンは5,500円です。犬の歯石除去は体重により22,000円〜となります。</dd></dl>`;
    expect(named(body, 'https://ah.example.jp/faq')).toEqual([
      ['狂犬病予防注射', 3300],
      ['猫の混合ワクチン', 5500],
      ['犬の歯石除去', 22000],
    ]);
  });
});
