import { describe, expect, it } from 'vitest';
import { bandsIn } from '@petvet/shared';
import { extractServices } from './extract-prices';

describe('weights written the Japanese way', () => {
  it('when a weight is written with a wave dash ("〜8kg", "8〜15kg", "30kg〜"), then it names the dog sizes it covers', () => {
    expect(bandsIn('〜8kg')).toEqual(['dog_small']);
    expect(bandsIn('8〜15kg')).toEqual(['dog_small', 'dog_medium']);
    expect(bandsIn('15～30kg')).toEqual(['dog_medium', 'dog_large']);
    expect(bandsIn('30kg〜')).toEqual(['dog_large', 'dog_xlarge', 'dog_giant']);
  });

  it('when a table’s columns are weights with wave dashes, then each row price is published for its weight column', () => {
    const body = `<table><thead><tr><th>体重</th><th>〜8kg</th><th>8〜15kg</th><th>15kg〜</th></tr></thead>
      <tbody><tr><th>犬 去勢手術</th><td>30,000円</td><td>36,000円</td><td>45,000円</td></tr></tbody></table>`;
    const found = extractServices(`<html><body>${body}</body></html>`, {
      url: 'https://doubutsu-byouin.example.jp/price',
    });
    expect(
      [...new Set(found.filter((s) => s.published).map((s) => `${s.name} ${s.priceMin}`))].sort(),
    ).toEqual([
      '犬 去勢手術 (15kg〜) 45000',
      '犬 去勢手術 (8〜15kg) 36000',
      '犬 去勢手術 (〜8kg) 30000',
    ]);
  });
});
