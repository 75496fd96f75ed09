import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const published = (html: string, url: string) =>
  extractServices(html, { url })
    .filter((s) => s.published)
    .map((s) => [s.name, s.priceMin]);

const section = (heading: string, text: string, priceLine: string) =>
  `<section><h3>${heading}</h3><p>${text}</p><p><strong>${priceLine}</strong></p></section>`;

/**
 * A page of one section per treatment, each ending in a line that says only "Price: …" in the
 * page's language: the price belongs to the section's heading, not to a service called "Price".
 */
describe('a price line that names only the word for price', () => {
  it('when Swedish sections end in "Pris: …", then each price is published under its section heading', () => {
    const html = `<html lang="sv"><body><h1>Behandlingar</h1>
      ${section('Hälsokontroll', 'En grundlig undersökning av ditt djur.', 'Pris: 795 kr')}
      ${section('Kastration hankatt', 'Katten går hem samma dag.', 'Pris: 1 950 kr')}
      ${section('Klokortning', 'Vi klipper klorna på några minuter.', 'Pris: 250 kr')}</body></html>`;
    expect(published(html, 'https://djurkliniken-ek.example.se/behandlingar')).toEqual([
      ['Hälsokontroll', 795],
      ['Kastration hankatt', 1950],
      ['Klokortning', 250],
    ]);
  });

  it('when Finnish and Turkish sections end in "Hinta:" and "Fiyat:", then no item is named after the word', () => {
    const finnish = `<html lang="fi"><body><h1>Palvelut</h1>
      ${section('Terveystarkastus', 'Perusteellinen tarkastus.', 'Hinta: 62,00 €')}</body></html>`;
    const turkish = `<html lang="tr"><body><h1>Hizmetler</h1>
      ${section('Genel muayene', 'Kapsamlı bir muayene.', 'Fiyat: 750 TL')}</body></html>`;
    expect(published(finnish, 'https://elainlaakari-koivu.example.fi/palvelut')).toEqual([
      ['Terveystarkastus', 62],
    ]);
    expect(published(turkish, 'https://pati-klinik.example.com.tr/hizmetler')).toEqual([
      ['Genel muayene', 750],
    ]);
  });
});
