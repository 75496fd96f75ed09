import { speciesIn, withoutSpecies } from '@petvet/shared';

/** Names that say who or how a price is charged, and nothing about what it is for. */

const SIZE_WORDS =
  /(?<![\p{L}])(?:small|medium|large|giant|toy|extra|x-?large|under|over|up|to|and|or|above|below|from|all|sizes?|every|any|weight|weighing|more|less|plus|klein|mittel|groß|gross|petits?|moyens?|grands?|pequeños?|medianos?|grandes?|bis|über|unter|ab|de|à|hasta|más|tot|boven|kg|kgs|lbs?|pounds)(?![\p{L}])/giu;

/** "Dog 10–25 kg", "Cats", "Small dogs": a pet or a size and nothing that names a service. */
export function onlyPetOrSize(name: string): boolean {
  if (speciesIn(name).length === 0 && !/\d\s*(?:kg|lbs?)\b/iu.test(name)) return false;
  return (
    withoutSpecies(name)
      .replace(SIZE_WORDS, ' ')
      .replace(/[\d\s.,()–—\-+&/<>≤≥]+/gu, '') === ''
  );
}

// Words that say how or when a price is charged ("Monthly", "Per 30-minute session", "Regular
// price / Sale price"): column and row labels of the price, read as its name when the layout was
// not understood (blind-9, blind-13 first scores).
const PRICE_TERMS =
  /(?<![\p{L}])(?:monthly|weekly|yearly|annual(?:ly)?|daily|per|each|a|an|the|one|month|week|year|day|session|minutes?|mins?|hours?|hrs?|price|prices|fee|fees|cost|rate|regular|normal|usual|sale|offer|now|was|only|harga|biasa|jualan|preis|prix|precio|preço|tarif|cena|pris|hinta|ár|fiyat|cijena|preț|τιμή)(?![\p{L}])/giu;

/** "Monthly (Cats)", "Per 30-minute session", "Harga biasa Harga jualan": no service named. */
export function onlyPriceTerms(name: string): boolean {
  // The name's own words: "(Cats)" after it says whose price it is.
  const own = name.replace(/[(（][^)）]*[)）]/g, ' ');
  PRICE_TERMS.lastIndex = 0;
  if (!PRICE_TERMS.test(own)) return false;
  const rest = withoutSpecies(own)
    .replace(PRICE_TERMS, ' ')
    .replace(SIZE_WORDS, ' ')
    .replace(/[\d\s.,:()–—\-+&/<>≤≥]+/gu, '');
  return rest === '';
}
