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

describe('cards, restated prices, dot leaders and fee-schedule tables', () => {
  it('when a grid row gives name, description and price in separate blocks, then the name is the first block, not the description', () => {
    const body = `<div class="grid">
      <div class="row"><div>Ear cytology</div><div>Swab and stain, read in house</div><div>$48</div></div>
      <div class="row"><div>Cat neuter</div><div>Includes take-home pain relief</div><div>From $150</div></div>
    </div>`;
    expect(brief(body, 'https://vets.example.com/prices')).toEqual([
      ['Ear cytology', 48, 48, 'USD'],
      ['Cat neuter', 150, null, 'USD'],
    ]);
  });

  it('when a card has a heading, a description and a price, then the heading names the price', () => {
    const body = `<div class="card"><h4>Gesundheitscheck Senior</h4>
      <p>Blutbild, Urin und Blutdruck, ab dem 8. Lebensjahr empfohlen</p><p class="preis">ab 95,00 €</p></div>
      <div class="card"><h4>Wurmkur</h4><p>je nach Gewicht, Tablette oder Spot-on</p><p>12,50 €</p></div>`;
    expect(brief(body, 'https://praxis.example.de/preise')).toEqual([
      ['Gesundheitscheck Senior', 95, null, 'EUR'],
      ['Wurmkur', 12.5, 12.5, 'EUR'],
    ]);
  });

  it('when a price is followed by the same price with tax in brackets, then only the price with tax is kept', () => {
    const body = `<ul>
      <li><span>Blood panel</span> <span>$120.00 <em>($130.80 w/ GST)</em></span></li>
      <li><span>Dog desexing</span> <span>from $400.00 (from $436.00 incl. GST)</span></li>
      <li><span>Nurse visit</span> <span>$30.00 ($20.00 for members)</span></li>
    </ul>`;
    expect(brief(body, 'https://vets.example.com.sg/fees')).toEqual([
      ['Blood panel', 130.8, 130.8, 'SGD'],
      ['Dog desexing', 436, null, 'SGD'],
      ['Nurse visit', 30, 30, 'SGD'],
    ]);
  });

  it('when price lines are joined to their prices by dot leaders, then ranges on them are read as lines', () => {
    const body = `<p>Desparasitación interna ........ 12 €<br>
      Radiografía (dos proyecciones) ................ 45 € – 70 €</p>`;
    expect(brief(body, 'https://clinica.example.es/precios')).toEqual([
      ['Desparasitación interna', 12, 12, 'EUR'],
      ['Radiografía (dos proyecciones)', 45, 70, 'EUR'],
    ]);
  });

  it('when a name ends in a non-English word that ends like a joining word, then the name keeps its last letters', () => {
    const body = `<ul><li>Impfung Hündin: 60 €</li><li>Kastration Rüde ab 210 €</li></ul>`;
    expect(brief(body, 'https://praxis.example.de/')).toEqual([
      ['Impfung Hündin', 60, 60, 'EUR'],
      ['Kastration Rüde', 210, null, 'EUR'],
    ]);
  });

  it('when a table gives its currency only in the caption, then its bare amounts are priced and its item numbers are not', () => {
    const body = `<table><caption>Fees in euros</caption>
      <tr><th>No.</th><th>Service</th><th>Fee</th></tr>
      <tr><td>12</td><td>Skin scrape</td><td>34,00</td></tr>
      <tr><td>40</td><td>Ultrasound, abdomen</td><td>95,00</td></tr></table>`;
    expect(brief(body, 'https://vets.example.ie/')).toEqual([
      ['Skin scrape', 34, 34, 'EUR'],
      ['Ultrasound, abdomen', 95, 95, 'EUR'],
    ]);
  });

  it('when a table has lowest and highest charge columns, then each row is one price range', () => {
    const body = `<table><caption>Beträge in Euro</caption>
      <tr><th>GOT-Nr.</th><th>Leistung</th><th>1-facher Satz</th><th>3-facher Satz</th></tr>
      <tr><td>8</td><td>Ultraschall</td><td>30,78</td><td>92,34</td></tr>
      <tr><td>–</td><td>Notdienstgebühr</td><td>50,00</td><td>–</td></tr></table>
      <table><tr><th>Treatment</th><th>Min</th><th>Max</th></tr>
      <tr><td>Dental extraction</td><td>£40</td><td>£120</td></tr></table>`;
    expect(brief(body, 'https://example.org/')).toEqual([
      ['Ultraschall', 30.78, 92.34, 'EUR'],
      ['Notdienstgebühr', 50, 50, 'EUR'],
      ['Dental extraction', 40, 120, 'GBP'],
    ]);
  });

  it('when lowest and highest columns are equal or followed by a typical-bill column, then the row is one price from them alone', () => {
    const body = `<table><tr><th>Service</th><th>Lowest</th><th>Highest</th><th>Average bill</th></tr>
      <tr><td>Booster vaccination</td><td>£58.00</td><td>£58.00</td><td>–</td></tr>
      <tr><td>Dental scale and polish</td><td>£310.00</td><td>£560.00</td><td>£402.00</td></tr></table>`;
    expect(brief(body, 'https://example.co.uk/')).toEqual([
      ['Booster vaccination', 58, 58, 'GBP'],
      ['Dental scale and polish', 310, 560, 'GBP'],
    ]);
  });

  it('when "od" and "do" columns carry the currency in their headers, then a spanning cell is exact, a pair a range and a dash under "do" a from price', () => {
    const body = `<table><tr><th>Usługa</th><th>Cena od [zł]</th><th>Cena do [zł]</th></tr>
      <tr><td>Szczepienie kota</td><td colspan="2">95</td></tr>
      <tr><td>Kastracja psa</td><td>350</td><td>600</td></tr>
      <tr><td>Usunięcie kamienia</td><td>280</td><td>—</td></tr></table>`;
    expect(brief(body, 'https://lecznica.example.pl/cennik')).toEqual([
      ['Szczepienie kota', 95, 95, 'PLN'],
      ['Kastracja psa', 350, 600, 'PLN'],
      ['Usunięcie kamienia', 280, null, 'PLN'],
    ]);
  });
});
