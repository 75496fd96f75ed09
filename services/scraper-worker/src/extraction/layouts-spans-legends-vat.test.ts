import { describe, expect, it } from 'vitest';
import { applyLegend, legendOf } from './band-legend';
import { extractServices } from './extract-prices';
import type { Candidate } from './types';
import * as cheerio from 'cheerio';
import { findPrices } from './price-parser';

const money = (text: string, country: string) =>
  findPrices(text, { country }).map((p) => [p.min, p.max, p.currency]);

const page = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const rows = (body: string, url?: string) =>
  page(body, url).map((s) => [s.name, s.band, s.priceMin, s.priceMax]);

describe('money as it is written around the world', () => {
  it('when a South African page writes rand with a bare R, spaces and a decimal comma, then it reads as ZAR', () => {
    expect(money('Sterilisation R 2 150,00 incl. VAT', 'ZA')).toEqual([[2150, 2150, 'ZAR']]);
    expect(money('R 1 600,00 – R 2 800,00', 'ZA')).toEqual([[1600, 2800, 'ZAR']]);
  });

  it('when a page outside South Africa writes a bare R before a number, then it is no price', () => {
    expect(money('Room R 12 on the first floor', 'GB')).toEqual([]);
  });

  it('when an Indian page writes "Rs. 750/-" or lakh groups, then the amounts read whole', () => {
    expect(money('Ear cleaning – Rs. 750/-', 'IN')).toEqual([[750, 750, 'INR']]);
    expect(money('Hip replacement ₹ 2,35,000 onwards', 'IN')).toEqual([[235000, null, 'INR']]);
    expect(money('Rs. 1,450/- to Rs. 2,900/-', 'IN')).toEqual([[1450, 2900, 'INR']]);
  });
});

describe('print-style sheets', () => {
  it('when a <pre> sheet prices lines with dotted leaders, then each line is its service at its price', () => {
    const body = `<h1>Fees</h1><pre>
HARBOURSIDE VETS                         PRICE LIST 2027

CONSULTING
  Vet consultation ............................  £52.00
  Nurse clinic ................................  £24.50
  Hydrotherapy (per session) ........... from    £38.00
  Nail trim ...................................  no charge

Bills over £400 may be spread over three months.
</pre>`;
    expect(rows(body)).toEqual([
      ['Vet consultation', 'any', 52, 52],
      ['Nurse clinic', 'any', 24.5, 24.5],
      ['Hydrotherapy (per session)', 'any', 38, null],
      ['Nail trim', 'any', 0, 0],
    ]);
  });

  it('when a <pre> sheet aligns band columns by spaces, then each amount takes the column above it and one amount across both spans them', () => {
    const body = `<pre>
BOOSTERS                          DOG        CAT
  Annual booster ..........   £61.00     £55.00
  Kennel cough ............   £39.00        -
  Microchip ...........  £22.00 (dog or cat)

BY WEIGHT        DOG       DOG       DOG
                 &lt;10kg     10-25kg   25-40kg
  Dental scale
  and polish     310.00    340.00    375.00
  (all figures in &pound;, including VAT)
</pre>`;
    expect(rows(body)).toEqual([
      ['Annual booster (DOG)', 'dog_small', 61, 61],
      ['Annual booster (DOG)', 'dog_medium', 61, 61],
      ['Annual booster (DOG)', 'dog_large', 61, 61],
      ['Annual booster (DOG)', 'dog_xlarge', 61, 61],
      ['Annual booster (DOG)', 'dog_giant', 61, 61],
      ['Annual booster (CAT)', 'cat', 55, 55],
      ['Kennel cough (DOG)', 'dog_small', 39, 39],
      ['Kennel cough (DOG)', 'dog_medium', 39, 39],
      ['Kennel cough (DOG)', 'dog_large', 39, 39],
      ['Kennel cough (DOG)', 'dog_xlarge', 39, 39],
      ['Kennel cough (DOG)', 'dog_giant', 39, 39],
      ['Microchip', 'any', 22, 22],
      ['Dental scale and polish (DOG <10kg)', 'dog_small', 310, 310],
      ['Dental scale and polish (DOG 10-25kg)', 'dog_medium', 340, 340],
      ['Dental scale and polish (DOG 25-40kg)', 'dog_large', 375, 375],
    ]);
  });
});

describe('row and column spans', () => {
  it('when a service cell spans weight rows with different prices, then each weight row keeps its own price', () => {
    const body = `<table><tr><th>Service</th><th>Weight</th><th>Price</th></tr>
      <tr><td rowspan="3">Bitch spay</td><td>Under 10 kg</td><td>£310</td></tr>
      <tr><td>10 to 25 kg</td><td>£355</td></tr>
      <tr><td>25 to 40 kg</td><td>£398</td></tr></table>`;
    expect(rows(body)).toEqual([
      ['Bitch spay (Under 10 kg)', 'dog_small', 310, 310],
      ['Bitch spay (10 to 25 kg)', 'dog_medium', 355, 355],
      ['Bitch spay (25 to 40 kg)', 'dog_large', 398, 398],
    ]);
  });

  it('when a price cell spans two weight rows, then it is one price for both rows\u2019 bands, not one per row', () => {
    const body = `<table><tr><th>Service</th><th>Weight</th><th>Price</th></tr>
      <tr><td rowspan="3">Dog castration</td><td>Under 10 kg</td><td>£240</td></tr>
      <tr><td>10 to 25 kg</td><td rowspan="2">£290</td></tr>
      <tr><td>25 to 40 kg</td></tr></table>`;
    const items = page(body);
    expect(items.map((s) => [s.band, s.priceMin])).toEqual([
      ['dog_small', 240],
      ['dog_medium', 290],
      ['dog_large', 290],
    ]);
    expect(items[1]!.evidence.text).toBe(
      'Dog castration | 10 to 25 kg | £290 / Dog castration | 25 to 40 kg | £290',
    );
    expect(items[1]!.evidence.bandSource).toBe('10 to 25 kg; 25 to 40 kg');
  });

  it('when a price cell spans two of three band columns, then it covers those two bands only', () => {
    const body = `<table><tr><th>Service</th><th>Cat</th><th>Dog under 10 kg</th><th>Dog 10-25 kg</th></tr>
      <tr><td>Euthanasia</td><td colspan="2">£125</td><td>£150</td></tr></table>`;
    expect(page(body).map((s) => [s.band, s.priceMin, s.evidence.bandSource])).toEqual([
      ['cat', 125, 'Cat / Dog under 10 kg'],
      ['dog_small', 125, 'Cat / Dog under 10 kg'],
      ['dog_medium', 150, 'Dog 10-25 kg'],
    ]);
  });
});

describe('several price lists on one page', () => {
  it('when a table has one price column per branch, then each price is kept with its branch and neither is dropped', () => {
    const body = `<table><tr><th>Service</th><th>Northgate branch</th><th>Riverside branch</th></tr>
      <tr><td>Consultation</td><td>£48</td><td>£44</td></tr>
      <tr><td>Nail clip</td><td>£12</td><td>£12</td></tr></table>`;
    expect(page(body).map((s) => [s.name, s.priceMin, s.evidence.surgery])).toEqual([
      ['Consultation', 48, 'Northgate'],
      ['Consultation', 44, 'Riverside'],
      ['Nail clip', 12, 'Northgate'],
    ]);
  });

  it('when each surgery has its own heading and table, then each price carries its surgery', () => {
    const body = `<h1>Prices</h1>
      <h2>Hillside surgery</h2><table><tr><th>Service</th><th>Price</th></tr><tr><td>Consultation</td><td>£52</td></tr></table>
      <h2>Parkway surgery</h2><table><tr><th>Service</th><th>Price</th></tr><tr><td>Consultation</td><td>£47</td></tr></table>`;
    expect(page(body).map((s) => [s.priceMin, s.evidence.surgery])).toEqual([
      [52, 'Hillside surgery'],
      [47, 'Parkway surgery'],
    ]);
  });

  it('when a cell adds "+ £30" to another price, then it is no price of its own', () => {
    const body = `<table><tr><th>Service</th><th>Price</th></tr>
      <tr><td>Consultation</td><td>£50</td></tr><tr><td>Weekend surcharge</td><td>+ £30</td></tr></table>`;
    expect(rows(body)).toEqual([['Consultation', 'any', 50, 50]]);
  });
});

describe('band legends and codes', () => {
  const legendPage = `<h1>Fees</h1>
    <p>Size codes: <b>K</b> = cat · <b>A</b> = dog under 10 kg · <b>B</b> = dog 10 to 25 kg ·
      <b>D</b> = dog 25 to 40 kg · <b>E</b> = dog over 40 kg. A slash joins codes that share a price.</p>`;

  it('when a table row gives its band as a code from the page legend, then the legend gives its bands and is named as their source', () => {
    const body = `${legendPage}<table><tr><th>Service</th><th>Size</th><th>Price</th></tr>
      <tr><td>Dog castration</td><td>A/B</td><td>£230</td></tr>
      <tr><td>Dog castration</td><td>D to E</td><td>£295</td></tr></table>`;
    expect(page(body).map((s) => [s.name, s.band, s.priceMin, s.evidence.bandSource])).toEqual([
      ['Dog castration (A/B)', 'dog_small', 230, 'A = dog under 10 kg; B = dog 10 to 25 kg'],
      ['Dog castration (A/B)', 'dog_medium', 230, 'A = dog under 10 kg; B = dog 10 to 25 kg'],
      ['Dog castration (D to E)', 'dog_large', 295, 'D = dog 25 to 40 kg; E = dog over 40 kg'],
      ['Dog castration (D to E)', 'dog_xlarge', 295, 'D = dog 25 to 40 kg; E = dog over 40 kg'],
      ['Dog castration (D to E)', 'dog_giant', 295, 'D = dog 25 to 40 kg; E = dog over 40 kg'],
    ]);
  });

  it('when band columns are headed by codes, a bracketed code sharing the price, then each price covers its codes\u2019 bands', () => {
    const body = `${legendPage}<table><tr><th>Service</th><th>K/A</th><th>B (D)</th><th>E</th></tr>
      <tr><td>Euthanasia</td><td>£118</td><td>£149</td><td>£176</td></tr></table>`;
    expect(page(body).map((s) => [s.band, s.priceMin])).toEqual([
      ['cat', 118],
      ['dog_small', 118],
      ['dog_medium', 149],
      ['dog_large', 149],
      ['dog_xlarge', 176],
      ['dog_giant', 176],
    ]);
  });

  it('when no legend defines a letter, then a letter cell gives no band of its own', () => {
    const body = `<table><tr><th>Service</th><th>Room</th><th>Price</th></tr>
      <tr><td>Consultation</td><td>B</td><td>£48</td></tr></table>`;
    expect(page(body).map((s) => [s.band, s.evidence.bandSource])).toEqual([['any', null]]);
  });
});

describe('legend codes in line names', () => {
  const $ = cheerio.load(`<dl><dt>C</dt><dd>Cat</dd><dt>S</dt><dd>Dog up to 10 kg</dd>
    <dt>M</dt><dd>Dog 10 kg to 25 kg</dd><dt>L</dt><dd>Dog 25 kg to 40 kg</dd></dl>`);
  const line = (name: string): Candidate => ({
    name,
    species: null,
    priceMin: 100,
    priceMax: 100,
    currency: 'GBP',
    evidence: 'line',
    notes: [],
  });

  it('when a line names its price by legend codes ("Castration C (S/M)", "Euthanasia C (M (L))", "S to L"), then the codes give the bands and leave the name', () => {
    const items = [
      'Castration C (S/M)',
      'Euthanasia C (M (L))',
      'Kennel cough S to L',
      'Vitamin B12',
    ].map(line);
    applyLegend(items, legendOf($));
    expect(items.map((c) => [c.name, c.bands ?? null, c.bandSource ?? null])).toEqual([
      [
        'Castration (S/M)',
        ['dog_small', 'dog_medium'],
        'S = Dog up to 10 kg; M = Dog 10 kg to 25 kg',
      ],
      [
        'Euthanasia (M (L))',
        ['dog_medium', 'dog_large'],
        'M = Dog 10 kg to 25 kg; L = Dog 25 kg to 40 kg',
      ],
      [
        'Kennel cough (S to L)',
        ['dog_small', 'dog_medium', 'dog_large'],
        'S = Dog up to 10 kg; M = Dog 10 kg to 25 kg; L = Dog 25 kg to 40 kg',
      ],
      ['Vitamin B12', null, null],
    ]);
  });
  it('when a range of codes is written with a dash and no spaces ("S–L", "M-L"), then it covers every code between', () => {
    const items = ['Kennel cough (S–L)', 'Cremation M-L'].map(line);
    applyLegend(items, legendOf($));
    expect(items.map((c) => [c.name, c.bands ?? null])).toEqual([
      ['Kennel cough (S–L)', ['dog_small', 'dog_medium', 'dog_large']],
      ['Cremation (M-L)', ['dog_medium', 'dog_large']],
    ]);
  });

  it('when a legend lists each code in its own element before its words ("<b>S</b> up to 10 kg"), then lines priced by code are published for its bands', () => {
    const items =
      page(`<ul><li><b>S</b> up to 10 kg</li><li><b>M</b> 10 to 25 kg</li><li><b>L</b> 25 kg and over</li></ul>
      <ul><li><strong>Dog castration</strong><br><span>S</span> £210.00 · <span>M/L</span> £260.00</li></ul>`);
    const castration = items.filter((s) => s.standardService === 'castration' && s.published);
    expect(castration.map((s) => [s.band, s.priceMin]).sort()).toEqual([
      ['dog_giant', 260],
      ['dog_large', 260],
      ['dog_medium', 260],
      ['dog_small', 210],
      ['dog_xlarge', 260],
    ]);
  });

  it('when a Dutch legend says "40 kg en zwaarder" and prices say "v.a.", then the code range names every class and the price is a from price', () => {
    const items = page(
      `<ul><li><b>A</b> tot 10 kg</li><li><b>B</b> 10 tot 40 kg</li><li><b>C</b> 40 kg en zwaarder</li></ul>
      <ul><li><strong>Gebitsbehandeling</strong><br><span>A–C</span> v.a. € 185,00</li></ul>`,
      'https://dierenarts.example.nl/tarieven',
    );
    const dental = items.filter((s) => s.published);
    expect(dental.map((s) => [s.name, s.priceMin, s.priceMax, s.evidence.bandSource])).toEqual([
      [
        'Gebitsbehandeling (A–C)',
        185,
        null,
        'A = tot 10 kg; B = 10 tot 40 kg; C = 40 kg en zwaarder',
      ],
    ]);
  });

  it('when a page lists prices on lines with legend codes, then each price is published for the codes\u2019 bands', () => {
    const items = page(`<p>Size codes: C = Cat; S = Dog up to 10 kg; M = Dog 10 kg to 25 kg</p>
      <ul><li>Castration S/M – £240.00</li><li>Castration C – £96.00</li></ul>`);
    const castration = items.filter((s) => s.standardService === 'castration' && s.published);
    expect(castration.map((s) => [s.band, s.priceMin]).sort()).toEqual([
      ['cat', 96],
      ['dog_medium', 240],
      ['dog_small', 240],
    ]);
  });
});

describe('tabs and accordions', () => {
  it('when an accordion titles its panel with a button inside the heading, then the panel\u2019s prices are under that title', () => {
    const body = `<div class="accordion"><h2 class="accordion-header"><button class="accordion-button" aria-controls="p1">Dental scale and polish</button></h2>
      <div id="p1" class="accordion-collapse collapse"><ul>
      <li><span>Cats</span> <span>£240.00</span></li><li><span>Dogs up to 9.9kg</span> <span>£265.00</span></li></ul></div></div>
      <div class="cookie-bar"><button>Accept £0 cookies</button></div>`;
    expect(page(body).map((s) => [s.standardService, s.band, s.priceMin])).toEqual([
      ['dental-assessment', 'cat', 240],
      ['dental-assessment', 'dog_small', 265],
    ]);
  });
});

describe('tables titled by their service', () => {
  it('when a table under a service heading names only pets and sizes in its rows, then the heading is their service', () => {
    const body = `<h2>Nail clipping</h2><table><tr><th>Your pet</th><th>Price</th></tr>
      <tr><td>Cat</td><td>£11.00</td></tr><tr><td>Dog 25 kg and over</td><td>£16.00</td></tr></table>`;
    expect(page(body).map((s) => [s.standardService, s.band, s.priceMin])).toEqual([
      ['nail-clipping', 'cat', 11],
      ['nail-clipping', 'dog_large', 16],
      ['nail-clipping', 'dog_xlarge', 16],
      ['nail-clipping', 'dog_giant', 16],
    ]);
  });
});

describe('VAT columns and "from" prices', () => {
  it('when net, VAT and total columns sit side by side, then only the total is a price, read as inclusive', () => {
    const body = `<table><tr><th>Service</th><th>Net</th><th>VAT @ 20%</th><th>Total</th></tr>
      <tr><td>Microchipping</td><td>£20.00</td><td>£4.00</td><td>£24.00</td></tr></table>`;
    expect(page(body).map((s) => [s.name, s.priceMin, s.evidence.vat])).toEqual([
      ['Microchipping', 24, 'inclusive'],
    ]);
  });

  it('when ex-VAT and inc-VAT columns are both printed, then the ex-VAT figure is never a price', () => {
    const body = `<table><tr><th>Service</th><th>Price ex VAT</th><th>Price inc VAT</th></tr>
      <tr><td>Nurse clinic</td><td>£25.00</td><td>£30.00</td></tr></table>`;
    expect(rows(body)).toEqual([['Nurse clinic', 'any', 30, 30]]);
  });

  it('when one service is priced "from" in one row and exactly in another, then the two stay apart', () => {
    const body = `<table><tr><th>Service</th><th>Price</th></tr>
      <tr><td>Dental scale and polish (cat)</td><td>£260</td></tr>
      <tr><td>Dental with extractions (cat)</td><td>from £390</td></tr></table>`;
    expect(rows(body)).toEqual([
      ['Dental scale and polish (cat)', 'cat', 260, 260],
      ['Dental with extractions (cat)', 'cat', 390, null],
    ]);
  });
});

describe('line breaks under a name', () => {
  it('when a short name is followed by a line break and a description in lower case, then the price line keeps the name', () => {
    const body = `<ul><li><span>Dog castration</span><br><span>under general anaesthetic</span> <b>£265</b></li></ul>
      <p>Consultation £45<br>Nurse clinic £20</p>`;
    const lines = new Set(page(body).map((s) => `${s.name.split(' – ')[0]} ${s.priceMin}`));
    expect([...lines]).toEqual(['Dog castration 265', 'Consultation 45', 'Nurse clinic 20']);
  });
});
