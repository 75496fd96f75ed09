import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, {
    url: 'https://vets.example.co.uk/fee-schedule',
  });

describe('a service named only on its first row', () => {
  it('when rows below a named row leave the service cell empty and name a pet, then they are that service for the pet', () => {
    const body = `<table><thead><tr><th>Service</th><th>Pet</th><th>Fee</th></tr></thead><tbody>
      <tr><td>Consultation</td><td>Any</td><td>£52.00</td></tr>
      <tr><td>Neutering</td><td>Cat</td><td>£90.00</td></tr>
      <tr><td></td><td>Dog under 10 kg</td><td>£185.00</td></tr>
      <tr><td></td><td>Dog 10–25 kg</td><td>£230.00</td></tr>
      <tr><td>Nail clip</td><td>Any</td><td>£14.00</td></tr></tbody></table>`;
    const found = read(body).filter((s) => s.published);
    expect(found.map((s) => [s.standardService, s.band, s.priceMin])).toEqual(
      expect.arrayContaining([
        ['castration', 'cat', 90],
        ['castration', 'dog_small', 185],
        ['castration', 'dog_medium', 230],
      ]),
    );
    expect(found.filter((s) => s.standardService === null && /Dog/.test(s.name))).toEqual([]);
  });

  it('when the service names both pets ("Bitch spay / cat spay") and the pet cell names one, then the pet cell gives the band', () => {
    const body = `<table><thead><tr><th>Service</th><th>Pet</th><th>Fee</th></tr></thead><tbody>
      <tr><td>Bitch spay / cat spay</td><td>Cat</td><td>£110.00</td></tr>
      <tr><td></td><td>Dog under 10 kg</td><td>£260.00</td></tr></tbody></table>`;
    const found = read(body).filter((s) => s.published);
    expect(found.map((s) => [s.band, s.priceMin])).toEqual([
      ['cat', 110],
      ['dog_small', 260],
    ]);
  });

  it('when the service cell is empty under a row that names no pet, then the row is not given that service', () => {
    const body = `<table><thead><tr><th>Service</th><th>Note</th><th>Fee</th></tr></thead><tbody>
      <tr><td>Consultation</td><td>15 minutes</td><td>£52.00</td></tr>
      <tr><td></td><td>Cat</td><td>£30.00</td></tr></tbody></table>`;
    expect(
      read(body).filter((s) => s.published && s.priceMin === 30 && /Consultation/.test(s.name)),
    ).toEqual([]);
  });
});
