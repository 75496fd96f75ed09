import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const url = 'https://quayside-vets.example.co.uk/prices';
const published = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url })
    .filter((s) => s.published)
    .map((s) => s.priceMin)
    .filter((price, i, all) => all.indexOf(price) === i)
    .sort((a, b) => a - b);

describe('a site builder lays columns of price lines out in a table', () => {
  it('when a one-row table holds a column of price lines in each cell, then every line is read', () => {
    const body = `<h2>Price list</h2>
      <table class="columns"><tbody><tr>
      <td style="width:50%"><div><strong>Everyday care</strong><br>
        Health check £42<br>Nurse appointment £20<br>Dog vaccination £55<br>Cat vaccination £50</div></td>
      <td style="width:50%"><div><strong>Surgery</strong><br>
        Cat neuter £85<br>Rabbit neuter £99<br>Dog neuter from £230<br>Dental from £260</div></td>
      </tr></tbody></table>`;
    expect(published(body)).toEqual([20, 42, 50, 55, 85, 99, 230, 260]);
  });
});

describe('an offer written as plain text, "was £x, now £y"', () => {
  it('when the list below gives the "was" price again, then the list price is published and the offer price is not', () => {
    const body = `<h2>Spring dental offer</h2>
      <p><b>Dog dental</b> – was £280, now £224<br><b>Cat dental</b> – was £240, now £192<br>
      Offer ends 30 April.</p>
      <h2>Prices</h2>
      <p>Consultation £45<br>Dog dental £280<br>Cat dental £240<br>Microchip £18</p>`;
    const prices = published(body);
    expect(prices).toEqual(expect.arrayContaining([18, 45, 240, 280]));
    expect(prices).not.toContain(224);
    expect(prices).not.toContain(192);
  });
});
