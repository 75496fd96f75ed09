import { describe, expect, it } from 'vitest';
import { statedTaxRate } from './checks-tax';
import { extractServices } from './extract-prices';

const read = (body: string, url: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url }).map((s) => ({
    name: s.name,
    min: s.priceMin,
    max: s.priceMax,
    published: s.published,
    vat: s.evidence.vat,
  }));

describe('tax words beyond VAT, MwSt, TVA and IVA', () => {
  it('when a Finnish list says alv 0 % and states the rate, then the owner pays the price raised by it', () => {
    const body = `<p>Hinnat ovat arvonlisäverottomia (alv 0 %). Laskuun lisätään arvonlisävero 24 %.</p>
      <ul><li>Rokotus 50,00 €</li><li>Kynsien leikkaus 20,00 €</li><li>Mikrosirutus 40,00 €</li></ul>`;
    const found = read(body, 'https://elainlaakari.example.fi/hinnasto');
    expect(found.map((f) => [f.min, f.vat])).toEqual([
      [62, 'derived'],
      [24.8, 'derived'],
      [49.6, 'derived'],
    ]);
  });

  it('when a Turkish list is KDV hariç with no rate, then none of its prices is published', () => {
    const body = `<p>Aşağıdaki fiyatlar KDV hariçtir.</p>
      <ul><li>Muayene 600 TL</li><li>Karma aşı 750 TL</li><li>Kuduz aşısı 400 TL</li></ul>`;
    const found = read(body, 'https://veteriner.example.com.tr/fiyat');
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => f.published)).toEqual([]);
  });

  it('when the stated rate comes as "%20 KDV" or after an "alv 0 %", then that rate is read', () => {
    expect(statedTaxRate('faturada %20 KDV eklenir')).toBeCloseTo(0.2);
    expect(statedTaxRate('(alv 0 %). Laskuun lisätään arvonlisävero 25,5 %.')).toBeCloseTo(0.255);
    expect(statedTaxRate('Οι τιμές δεν περιλαμβάνουν ΦΠΑ 24%')).toBeCloseTo(0.24);
    expect(statedTaxRate('Cijene su bez PDV-a, PDV 25 % se dodaje')).toBeCloseTo(0.25);
  });

  it('when loose net and gross cells sit side by side and the page states the rate, then the gross figure is kept', () => {
    const body = `<p>Árainkat nettó és bruttó (27% áfát tartalmazó) összegben is feltüntetjük.</p>
      <div role="table"><div role="columnheader">Szolgáltatás</div><div role="columnheader">Nettó ár</div>
      <div role="columnheader">Bruttó ár</div>
      <div role="cell">Veszettség elleni oltás</div><div role="cell">6 299 Ft</div><div role="cell">8 000 Ft</div>
      <div role="cell">Röntgenfelvétel</div><div role="cell">11 811 Ft</div><div role="cell">15 000 Ft</div>
      <div role="cell">Mikrochip beültetés</div><div role="cell">7 087 Ft</div><div role="cell">9 000 Ft</div></div>`;
    const found = read(body, 'https://rendelo.example.hu/arlista');
    expect(found.map((f) => f.min)).toEqual([8000, 15000, 9000]);
  });

  it('when a list prints every price "+ ΦΠΑ" or "+ מע״מ" with no rate, then nothing is published', () => {
    const greek = `<ul><li>Εμβόλιο 30 € + ΦΠΑ</li><li>Στείρωση γάτας 120 € + ΦΠΑ</li></ul>`;
    expect(read(greek, 'https://ktiniatros.example.gr/').filter((f) => f.published)).toEqual([]);
    const hebrew = `<ul><li>חיסון כלבת 120 ₪ + מע״מ</li><li>שבב 150 ₪ + מע״מ</li></ul>`;
    expect(read(hebrew, 'https://vet.example.co.il/').filter((f) => f.published)).toEqual([]);
  });
});

describe('"from" and "free" words in more languages', () => {
  it('when a price ends in -tól, \'den başlayan or 起, or follows από, then it is a "from" price', () => {
    const hu = read('<ul><li>Ivartalanítás szuka 56 000 Ft-tól</li></ul>', 'https://a.example.hu/');
    expect(hu.map((f) => [f.min, f.max])).toEqual([[56000, null]]);
    const tr = read(
      "<ul><li>Kısırlaştırma köpek 6.900 TL'den başlayan</li></ul>",
      'https://a.example.com.tr/',
    );
    expect(tr.map((f) => [f.min, f.max])).toEqual([[6900, null]]);
    const gr = read('<ul><li>Στείρωση σκύλου: από 180 €</li></ul>', 'https://a.example.gr/');
    expect(gr.map((f) => [f.min, f.max])).toEqual([[180, null]]);
  });

  // Service names the taxonomy knows, so only the free word is under test.
  it('when a service is said to be ingyenes, ücretsiz, δωρεάν, חינם or percuma, then it is priced at nothing', () => {
    for (const [line, url] of [
      ['Nail clipping: ingyenes', 'https://a.example.hu/'],
      ['Nail clipping: ücretsiz', 'https://a.example.com.tr/'],
      ['Nail clipping: δωρεάν', 'https://a.example.gr/'],
      ['Nail clipping: חינם', 'https://a.example.co.il/'],
      ['Nail clipping: PERCUMA', 'https://a.example.com.my/'],
    ] as const) {
      const found = read(`<ul><li>${line}</li><li>Vaccination 30 €</li></ul>`, url);
      expect(
        found.some((f) => f.min === 0),
        line,
      ).toBe(true);
    }
  });
});
