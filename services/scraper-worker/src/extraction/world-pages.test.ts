import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string, url: string) =>
  extractServices(`<html><body><main>${body}</main></body></html>`, { url });
const published = (items: ReturnType<typeof read>) =>
  items
    .filter((i) => i.published)
    .map((i) => `${i.name}/${i.priceMin}/${i.currency}`)
    .sort();

describe('pages from Peru, Indonesia, Thailand and the Baltic states', () => {
  it('when a sol price is followed by its dollar reference, then only the sol price is published', () => {
    const items = read(
      `<h2>Consultas</h2><ul><li>Consulta general <strong>S/ 70.00</strong> <small>(ref. US$ 18.92)</small></li></ul>`,
      'https://veterinaria-ejemplo.pe/precios',
    );
    expect(published(items)).toEqual(['Consulta general/70/PEN']);
  });

  it('when columns give the price before and with PPN, then the price with PPN is published as printed', () => {
    const items = read(
      `<table><thead><tr><th>Layanan</th><th>Harga sebelum PPN</th><th>Harga termasuk PPN 11%</th></tr></thead>
       <tbody><tr><td>Konsultasi dokter hewan</td><td>Rp 150.000</td><td>Rp 166.500</td></tr></tbody></table>`,
      'https://klinik-hewan-contoh.id/tarif',
    );
    expect(published(items)).toEqual(['Konsultasi dokter hewan/166500/IDR']);
  });

  it('when a Thai list names its services in Thai, then they are read as services and published', () => {
    const items = read(
      `<ul><li>ค่าตรวจรักษา 400 บาท</li><li>ทำหมันเพศผู้ 2,500 บาท</li></ul>`,
      'https://khlinik-tuayang.co.th/rakha',
    );
    expect(published(items)).toEqual(['ค่าตรวจรักษา/400/THB', 'ทำหมันเพศผู้/2500/THB']);
  });

  it('when a service is free in Estonian or Spanish words, then it is published at nothing', () => {
    const co = read(
      `<p>Consulta general: $65.000<br>Control post-operatorio: Sin costo</p>`,
      'https://veterinaria-ejemplo.com.co/precios',
    );
    expect(published(co)).toContain('Control post-operatorio/0/COP');
    const ee = read(
      `<table><tr><th>Teenus</th><th>Hind</th></tr><tr><td>Küünte lõikamine</td><td>tasuta</td></tr><tr><td>Kliiniline läbivaatus</td><td>35,00 €</td></tr></table>`,
      'https://loomakliinik-naide.ee/hinnakiri',
    );
    expect(published(ee)).toContain('Küünte lõikamine/0/EUR');
  });

  it('when an Arabic table gives the price before tax and with it, then the price with tax is published', () => {
    const items = read(
      `<table dir="rtl"><thead><tr><th>الخدمة</th><th>السعر قبل الضريبة</th><th>السعر شامل الضريبة</th></tr></thead>
       <tbody><tr><td>كشف عام (consultation)</td><td>200.00 ر.س</td><td>230.00 ر.س</td></tr></tbody></table>`,
      'https://eyada-baytariya.example.sa/asaar',
    );
    expect(published(items)).toEqual(['كشف عام (consultation)/230/SAR']);
  });

  it('when a Turkish card sets its kuruş in a raised element, then the amount is read whole, not as a footnote', () => {
    const items = read(
      `<div class="card"><h3>Genel muayene</h3><p>Fiziksel muayene</p><div class="price"><span>950<sup>,00</sup> TL</span></div></div>
       <div class="card"><h3>Kuduz aşısı</h3><p>Yıllık</p><div class="price"><span>750<sup>,00</sup> TL</span></div></div>`,
      'https://veteriner-ornek.com.tr/fiyatlar',
    );
    expect(published(items)).toEqual(['Genel muayene/950/TRY', 'Kuduz aşısı/750/TRY']);
  });

  it('when a Pakistani list prices in "Rs.", then the prices are published in Pakistani rupees', () => {
    const items = read(
      `<h2>Fee schedule</h2><ul><li>General check-up: Rs. 2,500/-</li><li>Anti-rabies vaccine: Rs. 1,900/-</li></ul>`,
      'https://pet-clinic-example.com.pk/fees',
    );
    expect(published(items)).toEqual(['Anti-rabies vaccine/1900/PKR', 'General check-up/2500/PKR']);
  });

  it('when a Tunisian table prints dinars with three decimals, then the millimes are decimals', () => {
    const items = read(
      `<table><tr><th>Prestation</th><th>Tarif</th></tr><tr><td>Consultation</td><td>45,000 DT</td></tr>
       <tr><td>Vaccin antirabique</td><td>37,500 DT</td></tr></table>`,
      'https://veterinaire-exemple.tn/tarifs',
    );
    expect(published(items)).toEqual(['Consultation/45/TND', 'Vaccin antirabique/37.5/TND']);
  });
});

describe('a Guatemalan catalogue', () => {
  it('when cards print quetzal prices glued to "Q", one with no description, then each card keeps its own price', () => {
    const card = (title: string, desc: string, price: string) =>
      `<div role="listitem"><div><span>${title}</span>${desc ? `<span>${desc}</span>` : ''}<span>${price}</span></div></div>`;
    const items = read(
      `<h1>Catálogo</h1><div role="list">${card('Consulta', 'Examen completo.', 'Q150.00')}${card('Vacuna felina', '', 'Q160.00')}${card('Desparasitación', 'Hasta 10 kg.', 'Q45.00')}</div>`,
      'https://veterinaria-ejemplo.com.gt/catalogo',
    );
    expect(items.filter((i) => i.published).map((i) => [i.priceMin, i.currency])).toEqual([
      [150, 'GTQ'],
      [160, 'GTQ'],
      [45, 'GTQ'],
    ]);
    expect(items.find((i) => i.priceMin === 45)?.name).toMatch(/^Desparasitación/);
  });
});
