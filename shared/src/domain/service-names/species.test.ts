import { describe, expect, it } from 'vitest';
import { singleSpecies } from './species';

describe('species words', () => {
  it('when a column is headed by a species word in one of our languages, singular or plural, then it names that species', () => {
    const cases: Array<[string, string]> = [
      ['Hond', 'Dog'],
      ['Honden', 'Dog'],
      ['Kat', 'Cat'],
      ['Konijn', 'Rabbit'],
      ['Konijnen', 'Rabbit'],
      ['Paard', 'Horse'],
      ['Paarden', 'Horse'],
      ['Hund', 'Dog'],
      ['Kaninchen', 'Rabbit'],
      ['Lapin', 'Rabbit'],
    ];
    for (const [word, species] of cases) expect(singleSpecies(word), word).toBe(species);
  });
});
