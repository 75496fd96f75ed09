import { describe, expect, it } from 'vitest';
import { bandsIn, standardServiceOf } from '@petvet/shared';
import { extractServices } from './extract-prices';

const items = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url }).map((s) => [
    s.standardService,
    s.band,
    s.priceMin,
  ]);

describe("a clinic's wording maps to the standard price list", () => {
  it.each([
    ['Lap spay', 'spay-laparoscopic'],
    ['Bitch spay', 'spay-traditional'],
    ['Annual booster', 'vaccination-booster'],
    ['Nurse clinic (20 mins)', 'nurse-consultation'],
    ['Rx fee', 'prescription-fee'],
    ['OOH consult', 'out-of-hours-consultation'],
    ['Dental check, scale and polish', 'dental-assessment'],
    ['Starter course of two vaccinations (kitten)', 'vaccination-primary-course'],
    ['Diş taşı temizliği', 'dental-assessment'],
    ['Dişi kedi kısırlaştırma', 'spay-traditional'],
    ['ทำหมันเพศผู้', 'castration'],
    ['Triệt sản mèo cái', 'spay-traditional'],
    ['تعقيم كلبة', 'spay-traditional'],
    ['Consultation with a vet (Evenings 7pm – 11pm)', 'out-of-hours-consultation'],
    ['Consultation with a vet (Sundays & bank holidays all day)', 'out-of-hours-consultation'],
    ['Consultation with a vet (Weekdays 8am – 7pm)', 'first-consultation'],
  ])('when a clinic writes "%s", then it is %s', (name, id) => {
    expect(standardServiceOf(name)).toBe(id);
  });

  it.each([
    ['First consultation', 'first-consultation', 'Follow-up consultation', 'repeat-consultation'],
    [
      'Consultation',
      'first-consultation',
      'Recheck (same problem within 14 days)',
      'repeat-consultation',
    ],
    ['Annual booster', 'vaccination-booster', 'Kennel cough vaccine', 'kennel-cough-vaccination'],
    ['Spay (traditional, open)', 'spay-traditional', 'Keyhole spay', 'spay-laparoscopic'],
    [
      'Ear swab cytology',
      'cytology-ear-swab',
      'Lump sample (FNA)',
      'cytology-fine-needle-aspirate',
    ],
    [
      'Communal cremation (ashes not returned)',
      'cremation-communal',
      'Individual cremation, ashes returned',
      'cremation-individual',
    ],
    [
      'Insurance claim form',
      'insurance-administration-fee',
      'Written prescription',
      'prescription-fee',
    ],
  ])('when "%s" (%s) sits beside "%s" (%s), then the two are not confused', (a, idA, b, idB) => {
    expect(standardServiceOf(a)).toBe(idA);
    expect(standardServiceOf(b)).toBe(idB);
  });

  it.each([
    'Weight clinic with a nurse',
    'Hydrotherapy',
    'Rabbit myxomatosis & RHD vaccination',
    'Puppy socialisation class',
    'Home visit fee',
    'Kitten welcome pack (vaccinations, microchip and flea treatment)',
    'Puppy starter bundle with first vaccination',
  ])('when a service is outside the list ("%s"), then it has no standard service', (name) => {
    expect(standardServiceOf(name)).toBeNull();
  });

  it.each([
    ['Erstuntersuchung', 'first-consultation'],
    ['Consultation de suivi', 'repeat-consultation'],
    ['Kastration Kater', 'castration'],
    ['Kastration Hündin', 'spay-traditional'],
    ['Mikrochip', 'microchipping'],
    ['Euthanasie', 'euthanasia'],
  ])('when a non-UK page says "%s", then it is the same service: %s', (name, id) => {
    expect(standardServiceOf(name)).toBe(id);
  });
});

describe('weights and species map to pet bands', () => {
  it.each([
    ['up to 10kg', ['dog_small']],
    ['10-25 kg', ['dog_medium']],
    ['10 kg to under 25 kg', ['dog_medium']],
    ['Medium dog', ['dog_medium']],
    ['Cat & small dog', ['cat', 'dog_small']],
    ['Dog 10–40 kg', ['dog_medium', 'dog_large']],
    ['40 kg and over', ['dog_xlarge', 'dog_giant']],
    ['Dog up to 25 kg', ['dog_small', 'dog_medium']],
    ['60 kg +', ['dog_giant']],
    ['Dog (XL)', ['dog_xlarge']],
    ['M', ['dog_medium']],
    ['Dogs – all sizes', ['dog_small', 'dog_medium', 'dog_large', 'dog_xlarge', 'dog_giant']],
  ])('when a page writes "%s", then the bands are %j', (text, bands) => {
    expect(bandsIn(text)).toEqual(bands);
  });

  it.each(['Small animal consultation', 'Large lump removal', 'Small furries'])(
    'when "%s" names the size of something else, then it names no dog band',
    (text) => {
      expect(bandsIn(text)).toBeNull();
    },
  );

  it('when a price is for all pets, then its band is any', () => {
    expect(bandsIn('all pets')).toBe('any');
  });
});

describe('extracted prices carry their standard service and band', () => {
  const bandTable = `<table><thead><tr><th>Service</th><th>Cat</th><th>Dog under 10 kg</th>
    <th>Dog 10-25 kg</th></tr></thead><tbody>
    <tr><th>First consultation</th><td colspan="3">£56.00 (all pets)</td></tr>
    <tr><th>Annual booster</th><td>£64.00</td><td colspan="2">£68.00 (all dogs)</td></tr>
    <tr><th>Castration</th><td>£98.00</td><td>£265.00</td><td>£310.00</td></tr>
    </tbody></table>`;

  it('when a merged cell spans every pet column, then it is one price for any pet', () => {
    expect(items(bandTable).filter(([id]) => id === 'first-consultation')).toEqual([
      ['first-consultation', 'any', 56],
    ]);
  });

  it('when a cell spans the dog columns, then it is one price per dog band it covers', () => {
    expect(items(bandTable).filter(([id]) => id === 'vaccination-booster')).toEqual([
      ['vaccination-booster', 'cat', 64],
      ['vaccination-booster', 'dog_small', 68],
      ['vaccination-booster', 'dog_medium', 68],
    ]);
  });

  it('when each band has its own column, then each price has that band', () => {
    expect(items(bandTable).filter(([id]) => id === 'castration')).toEqual([
      ['castration', 'cat', 98],
      ['castration', 'dog_small', 265],
      ['castration', 'dog_medium', 310],
    ]);
  });

  it('when a combined band heads a row, then the price is one item per band it covers', () => {
    const body = `<div><h3>Communal cremation</h3>
      <div><span>Cat or dog under 10 kg</span><span>£72.00</span></div>
      <div><span>Dog 10 kg to under 40 kg</span><span>£110.00</span></div></div>`;
    expect(items(body)).toEqual([
      ['cremation-communal', 'cat', 72],
      ['cremation-communal', 'dog_small', 72],
      ['cremation-communal', 'dog_medium', 110],
      ['cremation-communal', 'dog_large', 110],
    ]);
  });

  it('when a heading names a weight band, then the prices under it are for that band', () => {
    const body = `<h2>Dogs 10 kg to under 25 kg</h2><ul><li>Castration £260</li><li>Spay £320</li></ul>`;
    expect(items(body)).toEqual([
      ['castration', 'dog_medium', 260],
      ['spay-traditional', 'dog_medium', 320],
    ]);
  });

  it('when a surgical card ticks what its price includes, then the price carries those inclusions', () => {
    const body = `<article><h2>Cat spay</h2><p>£119.00</p><ul>
      <li class="y">Anaesthetic</li><li class="y">Pain relief</li><li class="n">Pre-op blood test</li>
      <li class="y">Post-op check</li></ul></article>`;
    const [spay] = extractServices(`<html><body>${body}</body></html>`, {
      url: 'https://vets.example.co.uk/',
    });
    expect(spay).toMatchObject({ standardService: 'spay-traditional', band: 'cat' });
    expect(spay?.inclusions).toEqual([
      'general anaesthesia or sedation',
      'pain relief',
      'post-operative checks',
    ]);
  });

  it('when a sentence says what a surgical price includes and what is extra, then the price carries the included items', () => {
    const body = `<div><h3>Dog castration</h3><p>From £250.</p><p>The price includes a general
      anaesthetic, pain relief to take home and a post-op check. Pre-operative blood tests are
      charged separately.</p></div>`;
    const [first] = extractServices(`<html><body>${body}</body></html>`, {
      url: 'https://vets.example.co.uk/',
    });
    expect(first?.inclusions).toEqual([
      'general anaesthesia or sedation',
      'pain relief',
      'post-operative checks',
    ]);
  });

  it('when a non-UK page gives prices per species only, then the band follows the species', () => {
    const body = `<h2>Hund</h2><ul><li><span>Allgemeinuntersuchung</span><span>28,10 €</span></li></ul>
      <h2>Katze</h2><ul><li><span>Allgemeinuntersuchung</span><span>26,40 €</span></li></ul>`;
    const found = items(body, 'https://praxis.example.de/');
    expect(found.filter(([, band]) => band === 'cat')).toEqual([
      ['first-consultation', 'cat', 26.4],
    ]);
    expect(found.filter(([, band]) => band !== 'cat').map(([, band]) => band)).toEqual([
      'dog_small',
      'dog_medium',
      'dog_large',
      'dog_xlarge',
      'dog_giant',
    ]);
  });

  it('when stacked headers put weight bands under "Dog", then each column is its band, whatever the row calls the pet', () => {
    const body = `<table><thead><tr><th rowspan="2">Service</th><th rowspan="2">Cat</th>
      <th colspan="3">Dog</th></tr><tr><th>Under 10 kg</th><th>10-25 kg</th><th>25 kg and over</th></tr>
      </thead><tbody><tr><td>Bitch spay</td><td>n/a</td><td>£300</td><td>£350</td><td>£400</td></tr>
      </tbody></table>`;
    expect(items(body)).toEqual([
      ['spay-traditional', 'dog_small', 300],
      ['spay-traditional', 'dog_medium', 350],
      ['spay-traditional', 'dog_large', 400],
      ['spay-traditional', 'dog_xlarge', 400],
      ['spay-traditional', 'dog_giant', 400],
    ]);
  });

  it('when a table shows net, VAT and the price you pay, then only the price you pay is kept', () => {
    const body = `<table><tr><th>Fee</th><th>Net</th><th>VAT @ 20%</th><th>You pay (inc VAT)</th></tr>
      <tr><td>Written prescription</td><td>£16.25</td><td>£3.25</td><td>£19.50</td></tr></table>`;
    expect(items(body)).toEqual([['prescription-fee', 'any', 19.5]]);
  });

  it('when a line gives a member price or a weight band for another pet, then the member price is left out and the band kept', () => {
    const body = `<ul><li>Consultation £50 (£45 for Pet Club members)</li>
      <li>Euthanasia – cat £120, dog up to 25kg £150</li></ul>`;
    expect(items(body)).toEqual([
      ['first-consultation', 'any', 50],
      ['euthanasia', 'cat', 120],
      ['euthanasia', 'dog_small', 150],
      ['euthanasia', 'dog_medium', 150],
    ]);
  });

  it('when a range sums up the per-band prices listed under it, then only the per-band prices are kept', () => {
    const body = `<h2>Individual cremation</h2><p>Individual cremation: £175 – £265 depending on size</p>
      <ul><li>Cat £175</li><li>Dog under 25 kg £210</li><li>Dog 25 kg and over £265</li></ul>`;
    expect(items(body).map(([, band, price]) => `${band} ${price}`)).toEqual([
      'cat 175',
      'dog_small 210',
      'dog_medium 210',
      'dog_large 265',
      'dog_xlarge 265',
      'dog_giant 265',
    ]);
  });

  it('when the tax sits in a column or a sum of its own, then the total is the price', () => {
    const body = `<table><tr><th>Service</th><th>Price</th><th>VAT</th><th>Total</th></tr>
      <tr><td>Communal cremation</td><td>£50.00</td><td>£10.00</td><td>£60.00</td></tr></table>
      <ul><li>Microchipping £18.00 + VAT = £21.60</li></ul>`;
    expect(items(body)).toEqual([
      ['cremation-communal', 'any', 60],
      ['microchipping', 'any', 21.6],
    ]);
  });
});
