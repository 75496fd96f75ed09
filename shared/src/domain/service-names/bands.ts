import { DOG_BANDS, dogBandsForRange, type PetBand } from '../standard-price-list';
import { speciesIn } from './species';

/**
 * The pet bands a piece of wording covers ("Cat & small dog (under 10 kg)", "Dog 10-40 kg",
 * "40 kg +", "Dogs - all sizes", "for a puppy"), by the standard list's weight boundaries.
 * 'any' for wording that says the price is the same for every pet; null when it names no pet.
 */
export type Bands = PetBand[] | 'any';

const ALL_PETS =
  /(?<!\p{L})(?:all pets|every pet|any pet|all animals|any animal|all species|any species|every animal|whatever the species|cats? (?:and|&|or) dogs? (?:of )?(?:all|any) sizes?|tous (?:les )?animaux|alle tiere|todas las mascotas|tutti gli animali)(?!\p{L})/iu;
const ALL_SIZES =
  /(?<!\p{L})(?:all sizes|any size|every size|whatever (?:the |its )?size|regardless of (?:size|weight)|all weights|any weight|toutes tailles|alle größen|todos los tamaños|tutte le taglie)(?!\p{L})/iu;
const NUM = '(\\d+(?:[.,]\\d+)?)';
const KG = '\\s*(?:kg|kilos?|kilograms?)';
const LB = '\\s*(?:lbs?|pounds)';
const RANGE = (unit: string) =>
  new RegExp(
    `${NUM}(?:${unit})?\\s*(?:-|–|—|〜|～|~|to|up to|and under|to under|to less than|bis|à|a|à moins de)\\s*(?:under\\s*|less than\\s*)?${NUM}${unit}`,
    'giu',
  );
const BELOW = (unit: string) =>
  new RegExp(
    `(?:under|up to|upto|less than|below|max(?:imum)?|not over|<|≤|bis|unter|jusqu'à|moins de|hasta|menos de|fino a|sotto|tot|〜|～)\\s*${NUM}${unit}`,
    'giu',
  );
const ABOVE = (unit: string) =>
  new RegExp(
    `(?:over|above|more than|from|>|≥|über|ab|plus de|más de|oltre|boven|vanaf)\\s*${NUM}${unit}|${NUM}${unit}\\s*(?:\\+|and over|and above|or over|or more|plus|and up|or heavier|and heavier|or larger|and larger|und mehr|und schwerer|et plus|y más|e oltre|en zwaarder|en meer|of meer|〜|～)`,
    'giu',
  );
const SIZES: Array<[RegExp, PetBand]> = [
  [
    /(?<!\p{L})(?:extra[- ]large|x-?large|xl|very large|sehr groß|très grand)(?!\p{L})/iu,
    'dog_xlarge',
  ],
  [/(?<!\p{L})(?:giant|riesig|géant|gigante)(?!\p{L})/iu, 'dog_giant'],
  [
    /(?<!\p{L})(?<!extra[- ])(?<!x-?)(?<!very )(?:large|big|groß|gross|grand|grande|groot)(?!\p{L})/iu,
    'dog_large',
  ],
  [
    /(?<!\p{L})(?:medium|mid-?size|mittel|moyen|mediano|media|medio|middel)(?!\p{L})/iu,
    'dog_medium',
  ],
  [/(?<!\p{L})(?:small|toy|miniature|klein|petit|pequeño|piccolo|piccola)(?!\p{L})/iu, 'dog_small'],
];

// Compiled once: weight wording in kilograms, and in pounds (converted).
const UNITS = [
  { pounds: false, range: RANGE(KG), below: BELOW(KG), above: ABOVE(KG) },
  { pounds: true, range: RANGE(LB), below: BELOW(LB), above: ABOVE(LB) },
];

// Column headers that give a dog size as a letter: "S", "Dog M", "Dog (XL)".
const LETTER_SIZE = /^(?:dogs?\s*[-–,(]?\s*)?\(?\s*(xs|s|m|l|xl|xxl)\s*\)?$/iu;
const LETTERS: Record<string, PetBand> = {
  xs: 'dog_small',
  s: 'dog_small',
  m: 'dog_medium',
  l: 'dog_large',
  xl: 'dog_xlarge',
  xxl: 'dog_giant',
};

const NOT_DOG_SIZE =
  /(?<!\p{L})(?:small|large|big|toy|giant)[- ](?:animals?|mammals?|pets?|furr\p{L}*|exotics?|rodents?|birds?|breeds? of (?:cat|rabbit)\p{L}*|procedures?|lumps?|wounds?|masses|mass|dressings?|items?|amounts?|bags?|packs?)(?!\p{L})|(?<!\p{L})(?:kleintier\p{L}*|petits? animaux)/giu;

const toKg = (value: string, pounds: boolean) => {
  const n = Number(value.replace(',', '.'));
  return pounds ? n * 0.4536 : n;
};

function weightBands(text: string): PetBand[] {
  const found = new Set<PetBand>();
  let rest = text;
  const add = (bands: PetBand[]) => bands.forEach((b) => found.add(b));
  if (!/\d/.test(text)) return [];
  for (const { pounds, range, below, above } of UNITS) {
    const kg = (value: string | undefined) => toKg(value ?? '0', pounds);
    rest = rest.replace(range, (_m, a?: string, b?: string) => {
      add(dogBandsForRange(kg(a), kg(b)));
      return ' ';
    });
    rest = rest.replace(below, (_m, n?: string) => {
      add(dogBandsForRange(0, kg(n)));
      return ' ';
    });
    rest = rest.replace(above, (_m, n?: string, m?: string) => {
      add(dogBandsForRange(kg(n ?? m), null));
      return ' ';
    });
  }
  return DOG_BANDS.filter((b) => found.has(b));
}

/** The bands a wording names, or null when it names no pet, size or weight. */
export function bandsIn(text: string): Bands | null {
  if (ALL_PETS.test(text)) return 'any';
  const species = speciesIn(text);
  const cat = species.includes('Cat');
  const dog = species.includes('Dog');
  const weights = weightBands(text);
  let dogs: PetBand[] = weights;
  // "Small animal consultation", "large mammals": sizes of other animals, not dog bands.
  const sized = text.replace(NOT_DOG_SIZE, ' ');
  if (!dogs.length) dogs = SIZES.filter(([re]) => re.test(sized)).map(([, band]) => band);
  const letter = LETTER_SIZE.exec(text.trim())?.[1]?.toLowerCase();
  if (!dogs.length && letter) dogs = [LETTERS[letter]!];
  if (!dogs.length && ALL_SIZES.test(text)) dogs = [...DOG_BANDS];
  if (!dogs.length && dog) dogs = cat ? [] : [...DOG_BANDS];
  // Sizes without a species are dog sizes only when no cat is named alone ("Cat (large)" is no dog).
  if (cat && dogs.length && !dog && weights.length === 0 && !/&|\band\b|\bor\b|\//iu.test(text))
    dogs = [];
  if (cat && dog && !dogs.length) return 'any';
  const bands: PetBand[] = [
    ...(cat ? (['cat'] as PetBand[]) : []),
    ...DOG_BANDS.filter((b) => dogs.includes(b)),
  ];
  return bands.length ? bands : null;
}
