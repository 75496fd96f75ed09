import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const brief = (body: string, url: string) =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.species,
    s.priceMin,
    s.priceMax,
    s.currency,
  ]);

describe('tab panels, instalments, Japanese tax columns and free prices standing apart', () => {
  it('when the same services are priced in species tabs, then each price carries its tab species', () => {
    const body = `<div role="tablist"><button role="tab" aria-controls="p1">Canine</button>
      <button role="tab" aria-controls="p2">Feline</button></div>
      <section role="tabpanel" id="p1"><p>Blood panel: $95</p></section>
      <section role="tabpanel" id="p2" hidden><p>Blood panel: $85</p></section>`;
    const found = brief(body, 'https://vets.example.com/prices');
    expect(found.map((f) => f[1])).toEqual(['Dog', 'Cat']);
    expect(found.map((f) => f[2])).toEqual([95, 85]);
  });

  it('when tabs are radio buttons and labels with the panels after them in order, then each panel\u2019s prices carry its tab species', () => {
    const body = `<div class="tabs"><input type="radio" name="pet" id="r1" checked><label for="r1">Every pet</label>
      <input type="radio" name="pet" id="r2"><label for="r2">Cats</label>
      <input type="radio" name="pet" id="r3"><label for="r3">Dogs</label>
      <div class="pane"><ul><li>Consultation <span>£52.00</span></li></ul></div>
      <div class="pane"><ul><li>Annual booster <span>£61.00</span></li></ul></div>
      <div class="pane"><ul><li>Annual booster <span>£68.00</span></li></ul></div></div>`;
    const found = brief(body, 'https://vets.example.co.uk/fees');
    expect(found.map((f) => [f[1], f[2]])).toEqual([
      ['Mixed', 52],
      ['Cat', 61],
      ['Dog', 68],
    ]);
  });

  it('when a price is followed by a split into instalments, then the instalment is not a price', () => {
    const body = `<ul><li>Ortopedia do joelho: R$ 2.400,00 ou 6x de R$ 400,00</li>
      <li>Cirugía de cadera $9,000 en 12 cuotas de $750</li></ul>`;
    expect(brief(body, 'https://clinica.example.com.br/').map((f) => [f[0], f[2]])).toEqual([
      ['Ortopedia do joelho', 2400],
      ['Cirugía de cadera', 9000],
    ]);
  });

  it('when a table has 税抜 and 税込 columns, then only the with-tax amount is kept', () => {
    const body = `<table><tr><th>内容</th><th>税抜価格</th><th>税込価格</th></tr>
      <tr><td>健康診断</td><td>8,000円</td><td>8,800円</td></tr></table>`;
    expect(brief(body, 'https://ah.example.jp/').map((f) => [f[2], f[3]])).toEqual([[8800, 8800]]);
  });

  it('when a line restates a price with 税込 before the second amount, then it is one price with tax', () => {
    const body = `<dl><dt>血液検査</dt><dd>¥5,000（税込¥5,500）</dd>
      <dt>レントゲン検査</dt><dd>¥6,000〜（税込 ¥6,600〜）</dd></dl>`;
    expect(brief(body, 'https://ah.example.jp/').map((f) => [f[2], f[3]])).toEqual([
      [5500, 5500],
      [6600, null],
    ]);
  });

  it('when a free word stands alone beside a service name, then it is free unless a sibling has a price', () => {
    const free = `<dl><dt>Nagelknipbeurt</dt><dd>Gratis</dd><dt>Röntgenfoto</dt><dd>€ 80,00</dd></dl>`;
    expect(brief(free, 'https://kliniek.example.nl/').map((f) => [f[0], f[2]])).toEqual([
      ['Nagelknipbeurt', 0],
      ['Röntgenfoto', 80],
    ]);
    const badge = `<div class="card"><h3>Puppy vaccination</h3><span>FREE</span><p>then $60</p></div>`;
    expect(brief(badge, 'https://vets.example.com/').map((f) => f[2])).not.toContain(0);
  });

  it('when a definition list holds an unpriced entry before a priced one, then the price takes its own term', () => {
    const body = `<dl><dt>Hydrotherapy session</dt><dd>POA</dd><dt>Hip x-ray</dt><dd>£80.00</dd></dl>`;
    expect(brief(body, 'https://vets.example.co.uk/').map((f) => [f[0], f[2]])).toEqual([
      ['Hip x-ray', 80],
    ]);
  });

  it('when a package card offers months without interest ("o 3 MSI de $616.67"), then the instalment is not a price', () => {
    const body = `<div class="paquete"><h3>Paquete Senior</h3><p class="precio">$1,470 MXN</p>
      <p class="msi">o 3 MSI de $490</p></div>
      <div class="paquete"><h3>Limpieza dental</h3><p class="precio">$2,640 MXN</p>
      <p class="msi">o 6 meses sin intereses de $440</p></div>`;
    expect(brief(body, 'https://clinica.example.com.mx/').map((f) => f[2])).toEqual([1470, 2640]);
  });

  it('when a remark says "zzgl." of something other than tax, then the price is not grossed up', () => {
    const body = `<table><tr><th>Leistung</th><th>Preis</th><th>Anmerkung</th></tr>
      <tr><td>Hausbesuch (Linz)</td><td>€ 70,–</td><td>zzgl. Untersuchung; bis 8 km</td></tr>
      <tr><td>Impfung Katze</td><td>€ 52,–</td><td>inkl. Impfpass</td></tr></table>
      <p>Alle Preise inkl. 20 % USt.</p>`;
    expect(brief(body, 'https://tierarzt.example.at/').map((f) => [f[2], f[3]])).toEqual([
      [70, 70],
      [52, 52],
    ]);
  });

  it('when switchable panels hide all but the active one with display:none, then every panel\u2019s prices are read; a lone hidden block is not', () => {
    const body = `<div class="labels"><div class="label active">Consults</div><div class="label">Surgery</div></div>
      <div class="menus"><div class="menu active"><p>Nurse clinic – £24.00</p></div>
      <div class="menu" style="display:none"><p>Cat castration – £98.00</p></div></div>
      <div style="display:none"><p>Old price: dental – £180.00</p></div>`;
    expect(brief(body, 'https://vets.example.co.uk/prices').map((f) => [f[0], f[2]])).toEqual([
      ['Nurse clinic', 24],
      ['Cat castration', 98],
    ]);
  });

  it('when numbered tab panels are hidden with display:none beside the first, then every panel is read', () => {
    const body = `<ul role="tablist"><li><a href="#t1">Consults</a></li><li><a href="#t2">Dental</a></li></ul>
      <div class="tab-wrap"><div class="inner-content inner-tab-1"><p>Repeat consultation – £34.00</p></div>
      <div class="inner-content inner-tab-2" style="display:none"><p>Scale and polish – £265.00</p></div></div>`;
    expect(brief(body, 'https://vets.example.co.uk/prices').map((f) => [f[0], f[2]])).toEqual([
      ['Repeat consultation', 34],
      ['Scale and polish', 265],
    ]);
  });
});
