import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import {
  STANDARD_INCLUSIONS,
  standardService,
  type PetBand,
  type PriceBand,
  type StandardInclusion,
  type StandardServiceId,
  bandsIn,
  standardServiceOf,
} from '@petvet/shared';
import { normalizeSpace } from './dom-blocks';

/**
 * What a surgical price includes (anaesthesia, pain relief, hospitalisation, pre-operative blood
 * tests, post-operative checks), as a page states it: a tick/cross table of procedures, a Yes/No
 * table or check-mark list inside a service's card, or "pain relief: Yes · ..." in a line.
 */
export interface InclusionStatement {
  service: StandardServiceId;
  /** The pets the statement is about ("Cat spay" card), or null for every band. */
  bands: PetBand[] | null;
  included: StandardInclusion[];
}

const ITEMS: Array<[RegExp, StandardInclusion]> = [
  [/blood|bloods|haematolog|biochem/iu, 'pre-operative blood tests'],
  [
    /post-?op|check|follow-?up|suture removal|stitch removal|after-?care/iu,
    'post-operative checks',
  ],
  [/an(?:a)?esth|sedat|(?<!\p{L})ga(?!\p{L})/iu, 'general anaesthesia or sedation'],
  [/pain|analges/iu, 'pain relief'],
  [/hospital|overnight|in-?patient|day patient|kennelling/iu, 'hospitalisation'],
];
const YES = /^(?:✓|✔|☑|yes|y|included|incl\.?|tick|check|included in the price)(?![\p{L}])/iu;
const NO = /^(?:✗|✘|×|☐|x|no|n|not included|excluded|extra|optional|additional|cross)(?![\p{L}])/iu;
const YES_CLASS = /(?:^|[-_\s])(?:y|yes|incl|included|tick|check|ok|on)(?:$|[-_\s])/i;
const NO_CLASS = /(?:^|[-_\s])(?:n|no|excl|excluded|not-included|cross|x|off)(?:$|[-_\s])/i;

const NOT_INCLUDED =
  /not included|excluded|(?:is|are) extra|charged (?:separately|extra|in addition)|at extra cost|additional (?:charge|cost)|optional/iu;

function sameBands(a: InclusionStatement, b: InclusionStatement): boolean {
  return (a.bands ?? []).join() === (b.bands ?? []).join();
}

export function inclusionOf(text: string): StandardInclusion | null {
  if (text.length > 60) return null;
  for (const [re, item] of ITEMS) if (re.test(text)) return item;
  return null;
}

function answer(text: string, classes = ''): boolean | null {
  const t = normalizeSpace(text);
  if (NO.test(t) || NO_CLASS.test(classes)) return false;
  if (YES.test(t) || YES_CLASS.test(classes)) return true;
  return null;
}

function ordered(items: Iterable<StandardInclusion>): StandardInclusion[] {
  const set = new Set(items);
  return STANDARD_INCLUSIONS.filter((i) => set.has(i));
}

function surgical(id: StandardServiceId | null): id is StandardServiceId {
  return id !== null && standardService(id).inclusions === true;
}

/** The service a card or section is about: the nearest heading of the closest block that has one. */
function headingAbove($: CheerioAPI, el: Element): string {
  for (
    let node = el.parent as Element | null;
    node && node.type === 'tag';
    node = node.parent as Element | null
  ) {
    const heading = $(node).find('h1, h2, h3, h4, h5, h6, summary').first();
    if (heading.length) return normalizeSpace(heading.text());
  }
  return '';
}

function statement(name: string, included: StandardInclusion[]): InclusionStatement | null {
  const service = standardServiceOf(name);
  if (!surgical(service)) return null;
  const bands = bandsIn(name);
  return { service, bands: Array.isArray(bands) ? bands : null, included: ordered(included) };
}

// The classes on an element and inside it ("tick", "y", "cross"): read only when the text says nothing.
const classesOf = ($: CheerioAPI, el: Element) =>
  $(el)
    .find('[class]')
    .addBack()
    .map((_, e) => $(e).attr('class'))
    .get()
    .join(' ');

const cellsOf = ($: CheerioAPI, tr: Element) =>
  $(tr)
    .children('th, td')
    .toArray()
    .map((c) => ({ text: normalizeSpace($(c).text()), el: c }));

function cellAnswer($: CheerioAPI, cell: { text: string; el: Element }): boolean | null {
  return answer(cell.text) ?? answer('', classesOf($, cell.el));
}

export function readInclusions($: CheerioAPI): InclusionStatement[] {
  const found: InclusionStatement[] = [];
  // Every statement names anaesthesia and pain relief: pages that name neither are not searched.
  const page = $('body').text();
  if (!/an(?:a)?esth|sedat/iu.test(page) || !/pain|analges/iu.test(page)) return found;
  const inlinePairs =
    (page.match(/:\s*(?:yes|no|included|not included)(?![\p{L}])/giu) ?? []).length >= 3;
  $('table').each((_, table) => {
    const rows = $(table).find('tr').toArray();
    const header = rows[0] ? cellsOf($, rows[0]).map((c) => inclusionOf(c.text)) : [];
    // Procedures down, inclusions across: a tick or cross in each cell.
    if (header.filter(Boolean).length >= 3) {
      for (const tr of rows.slice(1)) {
        const cells = cellsOf($, tr);
        const included = header.flatMap((item, col) =>
          item && cells[col] && cellAnswer($, cells[col]!) === true ? [item] : [],
        );
        const s = cells[0] ? statement(cells[0].text, included) : null;
        if (s) found.push(s);
      }
      return;
    }
    // One inclusion per row, answered Yes or No, inside a service's card.
    const answers = rows.flatMap((tr) => {
      const cells = cellsOf($, tr);
      const item = cells[0] ? inclusionOf(cells[0].text) : null;
      const yes = item && cells[1] ? cellAnswer($, cells[1]) : null;
      return item && yes !== null ? [{ item, yes }] : [];
    });
    if (answers.length >= 3) {
      const caption = normalizeSpace($(table).find('caption').text());
      const name = standardServiceOf(caption) ? caption : headingAbove($, table as Element);
      const s = statement(
        name,
        answers.filter((a) => a.yes).map((a) => a.item),
      );
      if (s) found.push(s);
    }
  });
  // A list of inclusions, each marked by its class or a tick, inside a service's card.
  $('ul, ol').each((_, list) => {
    const items = $(list)
      .children('li')
      .toArray()
      .flatMap((li) => {
        const text = normalizeSpace($(li).text());
        const item = inclusionOf(text.replace(/^[✓✔✗✘×☑☐]\s*/u, ''));
        if (!item) return [];
        const yes = answer(text) ?? answer('', classesOf($, li as Element));
        return [{ item, yes: yes ?? !/not included|excluded/iu.test(text) }];
      });
    if (items.length < 3) return;
    const s = statement(
      headingAbove($, list as Element),
      items.filter((a) => a.yes).map((a) => a.item),
    );
    if (s) found.push(s);
  });
  // "Included in the dental price - general anaesthesia: Yes · pain relief: Yes · ...".
  if (inlinePairs)
    $('td, p, li, dd, div').each((_, el) => {
      if ($(el).children('p, div, li, table').length) return;
      const text = normalizeSpace($(el).text());
      const pairs = [
        ...text.matchAll(
          /([\p{L}][\p{L}\s-]{2,50}?)\s*:\s*(yes|no|included|not included)(?![\p{L}])/giu,
        ),
      ];
      const answers = pairs.flatMap((m) => {
        const item = inclusionOf(m[1]!.split(/[–—·]/u).at(-1)!);
        return item ? [{ item, yes: /^(?:yes|included)$/iu.test(m[2]!) }] : [];
      });
      if (answers.length < 3) return;
      const lead = text.slice(0, pairs[0]!.index);
      const row = $(el).closest('tr').prev('tr').children('th, td').first().text();
      const name = standardServiceOf(lead)
        ? lead
        : normalizeSpace(row) || headingAbove($, el as Element);
      const s = statement(
        name,
        answers.filter((a) => a.yes).map((a) => a.item),
      );
      if (s) found.push(s);
    });
  // "The price includes general anaesthetic, pain relief and a post-op check; blood tests are extra."
  $('p, li, dd, td').each((_, el) => {
    if ($(el).children('p, div, li, table, ul').length) return;
    const text = normalizeSpace($(el).text());
    if (!/includ/iu.test(text) || text.length > 400) return;
    const clauses = text.split(/[.;!?]\s+|\bbut\b/iu);
    const named = (clause: string) =>
      ITEMS.flatMap(([re, item]) => (re.test(clause) ? [item] : []));
    const yes = clauses.filter((c) => /includ/iu.test(c) && !NOT_INCLUDED.test(c)).flatMap(named);
    if (new Set(yes).size < 2) return;
    const no = new Set(clauses.filter((c) => NOT_INCLUDED.test(c)).flatMap(named));
    const name = surgical(standardServiceOf(text)) ? text : headingAbove($, el as Element);
    const s = statement(
      name,
      yes.filter((item) => !no.has(item)),
    );
    if (s && !found.some((f) => f.service === s.service && sameBands(f, s))) found.push(s);
  });
  return found;
}

/** The inclusions a page states for this service and band, or null when it says nothing. */
export function inclusionsFor(
  statements: InclusionStatement[],
  service: StandardServiceId | null,
  band: PriceBand,
): string[] | null {
  if (!surgical(service)) return null;
  const forService = statements.filter((s) => s.service === service);
  const specific = forService.find(
    (s) => s.bands && band !== 'any' && s.bands.includes(band as PetBand),
  );
  const general = forService.find((s) => !s.bands);
  const chosen = specific ?? general ?? (forService.length === 1 ? forService[0] : undefined);
  return chosen ? [...chosen.included] : null;
}
