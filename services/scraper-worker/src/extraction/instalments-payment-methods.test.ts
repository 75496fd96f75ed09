import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const published = (body: string, url: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url })
    .filter((s) => s.published)
    .map((s) => [s.name, s.priceMin]);

/**
 * Shops and booking pages print, beside a service's price, what one instalment of it costs and
 * what it costs paid another way. Neither is the service's price.
 */
describe('instalments and payment-method prices beside a price', () => {
  it('when shop tiles print "N cuotas sin interés de" and a transfer price under each price, then only the list prices are published', () => {
    const tile = (name: string, price: string, part: string, transfer: string) =>
      `<div class="item"><h3>${name}</h3><span class="price">${price}</span>
       <div class="installments">6 cuotas sin interés de ${part}</div>
       <div class="transfer">${transfer} pagando con transferencia</div></div>`;
    const body = `<h1>Servicios veterinarios</h1>
      ${tile('Consulta clínica', '$24.000', '$4.000', '$21.600')}
      ${tile('Vacuna antirrábica', '$15.000', '$2.500', '$13.500')}
      ${tile('Castración de gato', '$96.000', '$16.000', '$86.400')}`;
    expect(published(body, 'https://veterinaria-sur.example.com.ar/servicios')).toEqual([
      ['Consulta clínica', 24000],
      ['Vacuna antirrábica', 15000],
      ['Castración de gato', 96000],
    ]);
  });

  it('when cards print "3 taksit ×" under the price, then the instalment is not published', () => {
    const card = (name: string, price: string, part: string) =>
      `<article><h3>${name}</h3><p class="fiyat">${price}</p><small>3 taksit × ${part}</small></article>`;
    const body = `<h1>Fiyat listesi</h1>${card('Muayene', '750,00 TL', '250,00 TL')}
      ${card('Kısırlaştırma (kedi)', '4.800,00 TL', '1.600,00 TL')}`;
    const prices = published(body, 'https://pati-klinik.example.com.tr/fiyatlar');
    expect(prices.map(([, price]) => price)).toEqual([750, 4800]);
  });

  it('when a price is followed by its price paid by Pix, then only the first is published', () => {
    const body = `<h1>Serviços</h1><ul><li>Consulta veterinária: R$ 180,00 (R$ 162,00 no Pix)</li>
      <li>Vacina V10: R$ 120,00 (R$ 108,00 no Pix)</li></ul>`;
    const prices = published(body, 'https://clinica-aurora.example.com.br/servicos');
    expect(prices.map(([, price]) => price)).toEqual([180, 120]);
  });
});

describe('travel charged per distance', () => {
  it('when a home visit adds a charge per kilometre or mile, then that rate is not published and the visit is', () => {
    const visits = `<h2>Visite</h2><ul><li>Visita ambulatoriale: € 45,00</li>
      <li>Visita a domicilio: € 70,00</li><li>Trasferta oltre 8 km: € 0,60/km</li></ul>`;
    const farm = `<h2>Farm</h2><table><tr><td>Farm visit</td><td>$110.00</td></tr>
      <tr><td>Travel</td><td>$1.95 per km</td></tr><tr><td>Rural travel</td><td>$3.10 per mile</td></tr></table>`;
    const italian = published(visits, 'https://ambulatorio-gelso.example.it/prezzi');
    expect(italian.map(([, price]) => price)).toEqual([45, 70]);
    const prices = published(farm, 'https://hillside-vets.example.co.nz/farm');
    expect(prices.map(([, price]) => price)).toEqual([110]);
  });
});

describe('surcharges on another price', () => {
  it('when an emergency line is a surcharge on the consultation, then it is not published and the consultation is', () => {
    const body = `<h2>Tarifas</h2><ul><li>Consulta general: 38,00 €</li>
      <li>Urgencias nocturnas: suplemento de 35,00 € sobre la consulta</li></ul>`;
    const prices = published(body, 'https://clinica-olmo.example.es/tarifas');
    expect(prices.map(([, price]) => price)).toEqual([38]);
  });
});
