import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const brief = (body: string, url: string) =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.species,
    s.priceMin,
    s.priceMax,
    s.published,
  ]);

describe('pet words in Portuguese, Malay and Indonesian', () => {
  it('when a Portuguese table heads its price columns "Cão" and "Gato", then each price is for that pet', () => {
    const body = `<table><tr><th>Serviço</th><th>Cão</th><th>Gato</th></tr>
      <tr><td>Consulta</td><td>35,00 €</td><td>30,00 €</td></tr>
      <tr><td>Vacina da raiva</td><td>25,00 €</td><td>22,00 €</td></tr></table>`;
    expect(brief(body, 'https://clinica.example.pt/precos')).toEqual([
      ['Consulta (Cão)', 'Dog', 35, 35, true],
      ['Consulta (Gato)', 'Cat', 30, 30, true],
      ['Vacina da raiva (Cão)', 'Dog', 25, 25, true],
      ['Vacina da raiva (Gato)', 'Cat', 22, 22, true],
    ]);
  });

  it('when a Malay table heads its price columns "Anjing" and "Kucing", then each price is for that pet', () => {
    const body = `<table><tr><th>Perkhidmatan</th><th>Anjing</th><th>Kucing</th></tr>
      <tr><td>Konsultasi</td><td>RM 50</td><td>RM 40</td></tr>
      <tr><td>Vaksin</td><td>RM 90</td><td>RM 70</td></tr></table>`;
    expect(brief(body, 'https://klinik.example.my/harga')).toEqual([
      ['Konsultasi (Anjing)', 'Dog', 50, 50, true],
      ['Konsultasi (Kucing)', 'Cat', 40, 40, true],
      ['Vaksin (Anjing)', 'Dog', 90, 90, true],
      ['Vaksin (Kucing)', 'Cat', 70, 70, true],
    ]);
  });
});
