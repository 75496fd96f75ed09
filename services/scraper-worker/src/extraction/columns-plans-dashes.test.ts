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

describe('sibling name and price columns, plan-tier tables, monthly words, dash-ended amounts', () => {
  it('when service names and prices sit in sibling columns line for line, then each price takes the name at its position', () => {
    const body = `<section><div class="cols">
      <div class="col"><div class="rt"><h5><span>Grooming</span></h5>
        <p><span><span>Bath and brush</span></span></p><p><span><span>Full clip</span></span></p>
        <p><span><span>Ear cleaning</span></span></p></div></div>
      <div class="col"><div class="rt">
        <p><span><span>$35</span></span></p><p><span><span>from $70</span></span></p>
        <p><span><span>$15</span></span></p></div></div>
    </div></section>`;
    expect(brief(body, 'https://petcare.example.ca/prices')).toEqual([
      ['Bath and brush', 35, 35, 'CAD'],
      ['Full clip', 70, null, 'CAD'],
      ['Ear cleaning', 15, 15, 'CAD'],
    ]);
  });

  it('when the sibling columns hold different numbers of lines, then no price is paired by position', () => {
    const body = `<div class="cols">
      <div class="col"><p>Bath and brush</p><p>Full clip</p><p>Ear cleaning</p></div>
      <div class="col"><p>$35</p><p>$15</p></div></div>`;
    const names = brief(body, 'https://petcare.example.ca/prices').map((s) => s[0]);
    expect(names).not.toContain('Full clip');
    expect(names).not.toContain('Ear cleaning');
  });

  it('when a plan comparison table prices tiers per month and a yearly value, then neither row is a service', () => {
    const body = `<table><thead><tr><th>Plan</th><th>Bronze</th><th>Gold</th></tr></thead><tbody>
      <tr><td>Cost per month</td><td>£12.50</td><td>£24.00</td></tr>
      <tr><td>Total value</td><td>£240</td><td>£480</td></tr>
      <tr><td>Health check</td><td>✓</td><td>✓</td></tr></tbody></table>
      <ul><li>Kitten neutering from £89</li></ul>`;
    expect(brief(body, 'https://www.example-vets.co.uk/plans')).toEqual([
      ['Kitten neutering', 89, null, 'GBP'],
    ]);
  });

  it('when a fee is an enrolment fee or a monthly fee in Danish, Norwegian or Czech, then it is not a price', () => {
    const body = `<p>Enrolment fee $75</p><ul><li>Helsepakke 199 kr. i måneden</li>
      <li>Tannrens 1.450,- kr.</li></ul>`;
    expect(brief(body, 'https://dyreklinikk.example.no/priser')).toEqual([
      ['Tannrens', 1450, 1450, 'NOK'],
    ]);
    const cz = `<ul><li>Preventivní program 290 Kč měsíčně</li><li>Očkování psa 650 Kč</li></ul>`;
    expect(brief(cz, 'https://veterina.example.cz/cenik')).toEqual([
      ['Očkování psa', 650, 650, 'CZK'],
    ]);
  });

  it('when an amount ends in ",-" with no currency named, then it is in the country\'s currency', () => {
    const body = `<ul><li><span>Ormekur</span> <span>95,-</span></li>
      <li><span>Vaccination af kanin</span> <span>1.225,-</span></li></ul>`;
    expect(brief(body, 'https://dyrlaege.example.dk/priser')).toEqual([
      ['Ormekur', 95, 95, 'DKK'],
      ['Vaccination af kanin', 1225, 1225, 'DKK'],
    ]);
  });
});
