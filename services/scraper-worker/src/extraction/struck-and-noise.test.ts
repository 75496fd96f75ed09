import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const published = (body: string, url: string, head = '') =>
  extractServices(`<html><head>${head}</head><body>${body}</body></html>`, { url })
    .filter((s) => s.published)
    .map((s) => s.priceMin);
const all = (body: string, url: string, head = '') =>
  extractServices(`<html><head>${head}</head><body>${body}</body></html>`, { url }).map(
    (s) => s.priceMin,
  );

describe('struck-through old prices', () => {
  it('when a sale price stands beside an <s>, <del> or <strike> old price, then only the sale price is read', () => {
    for (const tag of ['s', 'del', 'strike']) {
      const body = `<ul><li>Microchip <${tag}>£60.00</${tag}> £45.00</li>
        <li>Nail clipping <${tag}>£55.00</${tag}> £40.00</li></ul>`;
      expect(all(body, 'https://vets.example.co.uk/'), tag).toEqual([45, 40]);
    }
  });

  it('when the old price is struck by an inline style or a style sheet class, then it is never read', () => {
    const head = '<style>.card .was, .price-compare { text-decoration: line-through; }</style>';
    const body = `<ul><li>Microchip <span style="text-decoration: line-through">£30</span> £20</li>
      <li>Nail clipping <span class="was">£18</span> £12</li>
      <li>Consultation <span class="old-price">£60</span> £48</li></ul>`;
    expect(all(body, 'https://vets.example.co.uk/', head)).toEqual([20, 12, 48]);
  });
});

describe('money that is not a price, in more languages', () => {
  it('when an amount is a saving, a threshold or a monthly instalment, then it is not published', () => {
    const my = `<ul><li>Mandul kucing RM 169</li><li>Jimat RM 41</li>
      <li>Ansuran untuk bil melebihi RM 500</li></ul>`;
    expect(published(my, 'https://klinik.example.com.my/')).not.toContain(41);
    expect(published(my, 'https://klinik.example.com.my/')).not.toContain(500);
    const he = `<ul><li>חיסון כלבת 120 ₪</li><li>תשלומים ללא ריבית בעסקאות מעל 1,000 ₪</li></ul>`;
    expect(published(he, 'https://vet.example.co.il/')).not.toContain(1000);
    const fi = `<ul><li>Rokotus 50 €</li><li>Vakuutus korvaa jopa 5 000 € vuodessa</li></ul>`;
    expect(published(fi, 'https://vet.example.fi/')).not.toContain(5000);
  });

  it('when a plan "saves" a member an amount a year, then that amount is not a price', () => {
    const body = `<p>One simple plan for any pet: <b>£13.50 a month</b>. It covers boosters and health
      checks, and saves the average member £96 a year.</p><ul><li>Microchip £20.00</li></ul>`;
    expect(published(body, 'https://vets.example.co.uk/')).not.toContain(96);
  });
});

describe('words that look like noise but name a service', () => {
  const url = 'https://ashgrove-vets.example.co.uk/fees';

  it('when "insurance" names the claim form service, then its price is published', () => {
    expect(
      published(
        `<ul><li>Insurance claim form <span>£35.00</span></li><li>Nail clip <span>£12.00</span></li></ul>`,
        url,
      ),
    ).toEqual([35, 12]);
  });

  it('when insurance is the money of an excess, then it is still no price', () => {
    expect(all(`<p>Your insurance excess of £99 is paid at the desk.</p>`, url)).toEqual([]);
  });

  it('when a pet row says "Not offered", then the rest of the table is still read', () => {
    expect(
      published(
        `<table><caption>Keyhole spay</caption><thead><tr><th>Pet</th><th>Price</th></tr></thead><tbody>
          <tr><th>Cat</th><td>Not offered</td></tr><tr><th>Dog under 10kg</th><td>£434</td></tr><tr><th>Dog 10–25kg</th><td>£486</td></tr></tbody></table>`,
        url,
      ),
    ).toEqual([434, 486]);
  });
});

describe("members' prices", () => {
  const url = 'https://larkspur-vets.example.co.uk/prices';

  it("when a list sits under a members' heading, then its prices are kept unpublished", () => {
    const body = `<h2>Health Club members pay</h2><ul><li><span>Microchipping</span> <span>£22.25</span></li><li><span>Ear swab</span> <span>£35.75</span></li></ul>
      <h2>Non-members pay</h2><ul><li><span>Microchipping</span> <span>£27.50</span></li><li><span>Ear swab</span> <span>£41.00</span></li></ul>`;
    expect(published(body, url)).toEqual([27.5, 41]);
    expect(all(body, url)).toEqual(expect.arrayContaining([22.25, 35.75]));
  });

  it("when a plan's monthly fees sit under a members' heading, then they are still published", () => {
    const body = `<h2>Become a member</h2><p>Our Pet Health Club: cats £13.75 a month, dogs £16.00 a month.</p>
      <h2>Fees</h2><ul><li>Consultation <span>£52.75</span></li><li>Nail clip <span>£14.00</span></li></ul>`;
    expect(published(body, url)).toEqual(expect.arrayContaining([13.75, 16, 52.75]));
  });

  it('when a page asks for an advance payment in Spanish, Italian, Dutch or Polish, then the deposit is not a price', () => {
    const pages: Array<[string, string, number]> = [
      [
        '<p>Cirugía de cadera: S/ 2.400,00. Para reservar se abona un adelanto de S/ 150,00.</p>',
        'https://vet.example.pe/',
        2400,
      ],
      [
        '<p>Sterilizzazione gatta € 180,00; alla prenotazione chiediamo un acconto di € 50,00.</p>',
        'https://vet.example.it/',
        180,
      ],
      [
        '<p>Gebitsreiniging € 195,00 (aanbetaling € 40,00 bij het maken van de afspraak).</p>',
        'https://dierenarts.example.nl/',
        195,
      ],
      [
        '<p>Kastracja kota 250 zł, przy rezerwacji zaliczka 50 zł.</p>',
        'https://lecznica.example.pl/',
        250,
      ],
    ];
    for (const [body, url, price] of pages) expect(all(body, url), url).toEqual([price]);
  });
});
