import type { CheerioAPI } from 'cheerio';
import { bandsIn, PET_BANDS, type Bands, type PetBand } from '@petvet/shared';
import { normalizeSpace } from './dom-blocks';
import type { Candidate } from './types';

/**
 * Band codes a page defines once and then uses for its prices ("C = cat, S = dog up to 10 kg,
 * M = 10-25 kg ..." then "S/M £240", "C/S", "M (L)", "S to G", "all codes"). A code is read
 * only from the page's own legend: without one, letters are left to the usual band wording.
 */
export interface LegendEntry {
  bands: PetBand[];
  /** The legend's words for it, as the page shows them ("S = Dog up to 10 kg"). */
  source: string;
}
export type Legend = Map<string, LegendEntry>;

const CODE = /^[A-Z]{1,3}$/;
const ALL_CODES = /^(?:all(?: codes| sizes| bands)?|todas|todos|alle|tous|toutes|tutti|tutte)$/i;
// "P = perro pequeño (hasta 10 kg) · M = mediano (10–25 kg)": code, equals sign, words.
const INLINE =
  /(?<![\p{L}\d])([A-Z]{1,3})\s*[=:]\s*([^=·;|•]+?)(?=\s*(?:[·;|•]|\.(?:\s|$)|,?\s+[A-Z]{1,3}\s*[=:]|$))/gu;

const cache = new WeakMap<object, Legend>();

/** The page's band legend: from a definition list of codes, or "X = ..." entries in a line. */
export function legendOf($: CheerioAPI): Legend {
  const root = $.root().get(0)!;
  const known = cache.get(root);
  if (known) return known;
  const legend: Legend = new Map();
  const add = (code: string, words: string) => {
    const bands = bandsIn(words);
    if (CODE.test(code) && Array.isArray(bands) && !legend.has(code))
      legend.set(code, { bands, source: `${code} = ${words}` });
  };
  $('dl').each((_, dl) => {
    $(dl)
      .children('dt')
      .each((_, dt) => {
        const words = normalizeSpace($(dt).next('dd').text());
        add(normalizeSpace($(dt).text()), words);
      });
  });
  // "<b>S</b> up to 10 kg" in a list: the code in an element of its own, its meaning after it.
  $('li').each((_, el) => {
    const code = normalizeSpace($(el).children().first().text());
    const text = normalizeSpace($(el).text());
    if ($(el).children().length === 1 && text.startsWith(`${code} `))
      add(code, text.slice(code.length).trim());
  });
  $('p, li, div, td, caption, small, span').each((_, el) => {
    if ($(el).children('p, div, li').length) return;
    for (const m of normalizeSpace($(el).text()).matchAll(INLINE)) add(m[1]!, m[2]!.trim());
  });
  // A lone definition is no legend: "M = 10-25 kg" could be anything on a page without others.
  const result = legend.size >= 2 ? legend : new Map<string, LegendEntry>();
  cache.set(root, result);
  return result;
}

/**
 * The bands a code expression covers by the legend: "S/M", "C/S", "L/X/G", "M (L)" (the same
 * price for the bracketed code), "S to G" (every code between, in the legend's order), "all
 * codes". Null unless every part is a code of the legend.
 */
export function bandsOfCodes(
  expression: string,
  legend: Legend,
): { bands: Bands; source: string; expression: string } | null {
  const text = expression.trim();
  if (!legend.size || !text) return null;
  const codes = [...legend.keys()];
  const used: string[] = [];
  if (ALL_CODES.test(text)) used.push(...codes);
  // "S to G", "S – G", or a dash with no spaces ("S–G"), as a chip has room for.
  const range = /^([A-Z]{1,3})(?:\s+(?:to|bis|a|à|al|tot)\s+|\s*[-–—]\s*)([A-Z]{1,3})$/.exec(text);
  if (used.length) {
    // "all codes": every band the legend has, which is every pet when it has them all.
  } else if (range) {
    const from = codes.indexOf(range[1]!);
    const to = codes.indexOf(range[2]!);
    if (from < 0 || to < from) return null;
    used.push(...codes.slice(from, to + 1));
  } else {
    const parts = text.split(/\s*(?:\/|\(|\)|,|&|\+)\s*/).filter(Boolean);
    if (!parts.length || parts.some((p) => !legend.has(p))) return null;
    used.push(...parts);
  }
  const covered = new Set(used.flatMap((c) => legend.get(c)!.bands));
  const bands = PET_BANDS.filter((b) => covered.has(b));
  return {
    bands: bands.length === PET_BANDS.length ? 'any' : bands,
    source: [...new Set(used)].map((c) => legend.get(c)!.source).join('; '),
    expression: text,
  };
}

/**
 * Candidates named with a code ("Castration C (S/M)", "Euthanasia M (L)", "Kennel cough S to G"):
 * the code gives their bands and leaves the name; the legend entry is where the band came from.
 */
export function applyLegend(candidates: Candidate[], legend: Legend): void {
  if (!legend.size) return;
  for (const c of candidates) {
    if (c.bands) continue;
    let name = c.name;
    let found: ReturnType<typeof bandsOfCodes> = null;
    const bracket = /^(.*?\S)\s*\(((?:[^()]|\([^()]*\))+)\)$/.exec(name);
    if (bracket) {
      found = bandsOfCodes(bracket[2]!, legend);
      if (found) name = bracket[1]!;
    }
    const trailing = trailingCodes(name, legend);
    if (trailing) {
      name = trailing.rest;
      found ??= trailing.found;
    }
    if (!found) continue;
    c.bands = found.bands;
    c.bandSource = found.source;
    c.name = `${name} (${found.expression})`;
  }
}

function trailingCodes(name: string, legend: Legend) {
  const words = name.split(' ');
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const found = bandsOfCodes(words.slice(-n).join(' '), legend);
    if (found) return { found, rest: words.slice(0, -n).join(' ') };
  }
  return null;
}
