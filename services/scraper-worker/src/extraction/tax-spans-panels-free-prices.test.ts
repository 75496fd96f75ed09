import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const brief = (body: string, url: string) =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.priceMin,
    s.priceMax,
    s.currency,
  ]);

describe('tax columns, species spans, hidden panels, free and non-service prices, Swedish and Polish', () => {
  it('when a table gives each price without and with tax, then only the price with tax is kept', () => {
    const body = `<table><tr><th>Service</th><th>Net price</th><th>Price incl. VAT</th></tr>
      <tr><td>Consultation</td><td>€40.00</td><td>€48.00</td></tr>
      <tr><td>Dog spay</td><td>from €250</td><td>from €300</td></tr></table>`;
    expect(brief(body, 'https://vets.example.ie/fees')).toEqual([
      ['Consultation', 48, 48, 'EUR'],
      ['Dog spay', 300, null, 'EUR'],
    ]);
  });

  it('when a header cell spans the rows of one species, then it is the species of those rows, not their name', () => {
    const body = `<table><tr><th>Species</th><th>Service</th><th>Price</th></tr>
      <tr><th rowspan="2">Dog</th><td>Consultation</td><td>£45</td></tr>
      <tr><td>Castration</td><td>£220</td></tr>
      <tr><th rowspan="2">Dog castration</th><td>Over 25 kg</td><td>£260</td></tr>
      <tr><td>Over 40 kg</td><td>£300</td></tr></table>`;
    expect(
      perName(extractServices(body, { url: 'https://vets.example.co.uk/' })).map((s) => [
        s.name,
        s.species,
        s.priceMin,
      ]),
    ).toEqual([
      ['Consultation (Dog)', 'Dog', 45],
      ['Castration (Dog)', 'Dog', 220],
      ['Dog castration (Over 25 kg)', 'Dog', 260],
      ['Dog castration (Over 40 kg)', 'Dog', 300],
    ]);
  });

  it('when prices sit in closed accordion or tab panels, then they are read; other hidden text is not', () => {
    const body = `<button aria-controls="p1">Vaccinations</button>
      <div id="p1" hidden><p>Dog booster £55</p></div>
      <div class="tab-pane" style="display:none"><p>Cat booster £50</p></div>
      <div hidden><p>Old consultation price £30</p></div>
      <span style="display:none">Nail clip £9</span>`;
    expect(brief(body, 'https://vets.example.co.uk/')).toEqual([
      ['Dog booster', 55, 55, 'GBP'],
      ['Cat booster', 50, 50, 'GBP'],
    ]);
  });

  it('when a price is a "value" or a saving, then it is not a service price; the monthly fee of a pet care plan is its price', () => {
    const body = `<div class="plan"><h3>Adult dog plan</h3><p>$39.95/mo</p><ul><li>Exams ($60 value)</li></ul></div>
      <p>Puppy plan – $29 per month</p><h2>Dental</h2><p>Dental cleaning – $350.00</p>
      <h2>Payments</h2><p>Spread the cost of surgery: $45 a month</p>`;
    expect(brief(body, 'https://vet.example.com/')).toEqual([
      ['Adult dog plan', 39.95, 39.95, 'USD'],
      ['Puppy plan', 29, 29, 'USD'],
      ['Dental cleaning', 350, 350, 'USD'],
    ]);
  });

  it('when a free price is set apart at the end of its line or said as "no charge", then it is a free service', () => {
    const body = `<p>Nurse clinic <strong>FREE</strong></p><p>Recheck exam — No charge</p>
      <p>Parking is <strong>free</strong> for clients</p>`;
    expect(brief(body, 'https://vets.example.co.uk/')).toEqual([
      ['Nurse clinic', 0, 0, 'GBP'],
      ['Recheck exam', 0, 0, 'GBP'],
    ]);
  });

  it('when prices are Swedish or Polish, then "från"/"od" give a minimum and savings are not prices', () => {
    expect(
      brief(
        `<p>Kastrering hanhund: från 3 900 kr</p><p>Tandstensborttagning 3 400–4 900 kr</p>`,
        'https://djurklinik.example.se/priser',
      ),
    ).toEqual([
      ['Kastrering hanhund', 3900, null, 'SEK'],
      ['Tandstensborttagning', 3400, 4900, 'SEK'],
    ]);
    expect(
      brief(
        `<p>Kastracja psa – od 450 zł</p><p>Pakiet szczeniaka – oszczędzasz 95 zł</p>`,
        'https://weterynarz.example.pl/cennik',
      ),
    ).toEqual([['Kastracja psa', 450, null, 'PLN']]);
  });

  it('when weight bands of one service are listed under its name, then every band carries the name', () => {
    const body = `<div><p><strong>Bitch spay</strong></p><ul>
      <li>Up to 10kg – £315</li><li>10–25kg – £365</li><li>25–40kg – £425</li><li>Over 40kg – £480</li><li>Over 60kg – £520</li>
      </ul></div>`;
    expect(brief(body, 'https://vets.example.co.uk/').map((s) => s[0])).toEqual([
      'Bitch spay (Up to 10kg)',
      'Bitch spay (10–25kg)',
      'Bitch spay (25–40kg)',
      'Bitch spay (Over 40kg)',
      'Bitch spay (Over 60kg)',
    ]);
  });
});
