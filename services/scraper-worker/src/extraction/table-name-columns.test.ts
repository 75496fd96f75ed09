import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const names = (body: string, url: string) =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.priceMin,
  ]);

describe('which column of a table names the service', () => {
  it('when an item code column comes before the service column, then the service names the price', () => {
    const body = `<table><thead><tr><th>Ref.</th><th>Treatment</th><th>Fee</th></tr></thead><tbody>
      <tr><td>VX-10</td><td>Rabies vaccination</td><td>£62.40</td></tr>
      <tr><td>VX-11</td><td>Kennel cough vaccine</td><td>£38.90</td></tr></tbody></table>`;
    expect(names(body, 'https://vets.example.co.uk/fees')).toEqual([
      ['Rabies vaccination', 62.4],
      ['Kennel cough vaccine', 38.9],
    ]);
  });

  it('when codes head the rows without a header, then the code is not the name', () => {
    const body = `<table><tr><td>DNT-204</td><td>Scale and polish</td><td>£289.00</td></tr>
      <tr><td>DNT-205</td><td>Single extraction</td><td>£95.00</td></tr></table>`;
    expect(names(body, 'https://vets.example.co.uk/fees').map((n) => n[0])).toEqual([
      'Scale and polish',
      'Single extraction',
    ]);
  });

  it('when a category column comes before the service column, then the service names the price', () => {
    const body = `<table><thead><tr><th>Rubrik</th><th>Leistung</th><th>Preis</th></tr></thead><tbody>
      <tr><td>Chirurgie</td><td>Kastration Kater</td><td>Fr. 240.–</td></tr>
      <tr><td>Chirurgie</td><td>Zahnsteinentfernung</td><td>Fr. 390.–</td></tr></tbody></table>`;
    expect(names(body, 'https://tierarzt.example.ch/tarife')).toEqual([
      ['Kastration Kater', 240],
      ['Zahnsteinentfernung', 390],
    ]);
  });
});
