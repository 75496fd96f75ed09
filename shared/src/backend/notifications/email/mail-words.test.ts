import { describe, expect, it } from 'vitest';
import { placeLine, timeInZone, zoneWords } from './mail-words';
import { visitCalendarToken, visitOfCalendarToken } from './visit-links';

describe('how emails name places and times', () => {
  it('when a zone is named after a city, then the city is said in words', () => {
    expect(zoneWords('Europe/London')).toBe('London');
    expect(zoneWords('America/New_York')).toBe('New York');
    expect(zoneWords('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneWords('UTC')).toBe('UTC');
    expect(timeInZone('09:00:00', 'Asia/Tokyo')).toBe('09:00 Tokyo time');
  });

  it('when the address already ends with the city and postcode, then they are not added again', () => {
    const clinic = {
      address: '1 Riverside Walk, London SE1 7PB',
      city: 'London',
      postcode: 'SE1 7PB',
    };
    expect(placeLine({ name: 'Riverside Vets', ...clinic })).toBe(
      'Riverside Vets, 1 Riverside Walk, London SE1 7PB',
    );
  });

  it('when the address is the street alone, then the city and postcode follow it', () => {
    expect(placeLine({ address: '12 High Street', city: 'London', postcode: 'NW1 7JR' })).toBe(
      '12 High Street, London, NW1 7JR',
    );
  });

  it('when a visit calendar token is made, then only the same secret reads it back, and no altered one', () => {
    const id = '0b6f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f';
    const token = visitCalendarToken('a-secret-of-at-least-thirty-two-chars', id);
    expect(token).toMatch(/^[0-9a-f]{32}[\w-]{32}$/);
    expect(visitOfCalendarToken('a-secret-of-at-least-thirty-two-chars', token)).toBe(id);
    expect(visitOfCalendarToken('another-secret-of-thirty-two-chars!', token)).toBeNull();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(visitOfCalendarToken('a-secret-of-at-least-thirty-two-chars', altered)).toBeNull();
  });
});
