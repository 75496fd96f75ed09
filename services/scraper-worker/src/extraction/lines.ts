import { candidate, noteFrom, speciesFromHeadings, type PageContext } from './context';
import { isFreeText, readFree } from './free';
import { normalizeSpace, type Block, type TextBlock } from './dom-blocks';
import { cleanName, isQualifier } from './names';
import { looksLikeService } from './taxonomy';
import { isNonServiceLine, isNonServiceMoney, isNonServiceName } from './noise';
import { singleSpecies, withoutSpecies } from '@petvet/shared';
import { findPrices } from './price-parser';
import { BARE_ANSWER, readProse, sentences, weightAfter } from './prose';
import { nameNearby, qualifierOf } from './entry-names';
import type { Candidate, Evidence, PriceMatch } from './types';
import {
  FOR_PET_AFTER,
  PET_OR_WEIGHT,
  planFee,
  restatesWithTax,
  TAX_WORDS,
  ZERO_THEN,
} from './line-prices';
import { FIRST_PET, FURTHER_PET } from './cell-parts';
import { repeatsChoice } from './repeated-prices';
import { placeSurgeries } from './surgeries';
import { bandsOfCodes, type Legend } from './band-legend';

const MEMBERS_HEADING =
  /(?<![\p{L}])(?<!non[- ]?|not )(?:members?|member['’]s|members['’]|mitglieder\p{L}*|adhérents?|socios?)(?![\p{L}])/iu;
const MONTHLY_FEE = /(?:a|per|\/)\s*(?:month|mth|mo)(?![\p{L}])|monthly/iu;

/** Lines of text: list items, definition lists, cards, "name – price" lines and running text. */
export function readLines(blocks: Block[], page: PageContext): Candidate[] {
  const found: Candidate[] = [];
  const places = placeSurgeries(blocks);
  blocks.forEach((block, index) => {
    const before = found.length;
    readBlock(block, index);
    // The line is the evidence the practice sees, and what the checks read around each price.
    if (block.kind === 'text') for (const c of found.slice(before)) c.sourceText ??= block.text;
    // Under a surgery's heading, on a page with one list per surgery: that surgery's price.
    if (block.surgery && places.has(block.surgery))
      for (const c of found.slice(before)) c.surgery ??= block.surgery;
    // Under "Health Club members pay": a member's price, not what every owner pays.
    if (block.kind === 'text' && block.headings.some((h) => MEMBERS_HEADING.test(h)))
      for (const c of found.slice(before)) if (!MONTHLY_FEE.test(c.sourceText ?? '')) c.weak = true;
  });
  return found;

  function readBlock(block: Block, index: number) {
    if (block.kind !== 'text') return;
    // A zero is a price only when the page says "free" (handled below), never "£0" on its own.
    const prices = findPrices(block.text, page.currency).filter(
      (p) =>
        (p.min > 0 || ZERO_THEN.test(block.text.slice(p.end))) &&
        (!isNonServiceMoney(block.text, p.start, p.end) || planFee(block, p.start, p.end)),
    );
    if (prices.length === 0) {
      const free =
        readFree(block.text, block.headings, lastChildIsFree(block)) ??
        freeStandingApart(blocks, index, page);
      if (free) found.push(free);
      return;
    }
    // "It is £216.50." under its question: an answer, read with the question as its heading.
    const answer = BARE_ANSWER.test(block.text.slice(0, prices[0]!.start)) && questionOf(block);
    if (isProse(block.text, prices) || answer) {
      const question = questionOf(block);
      found.push(
        ...readProse(block.text, question ? [...block.headings, question] : block.headings, page),
      );
      return;
    }
    if (isNonServiceLine(block.text)) return;
    if (repeatsChoice(blocks, index, prices)) return;
    found.push(...readLine(block, prices, blocks, index, page.legend));
  }
}

/**
 * "Gratis" alone in a definition's <dd> or a card's price slot: free, named like a price there.
 * Only when no sibling holds a price (a FREE badge beside a real price is a promotion).
 */
function freeStandingApart(blocks: Block[], index: number, page: PageContext): Candidate | null {
  const block = blocks[index] as TextBlock;
  if (!isFreeText(block.text) || block.text.replace(/[\s!.*]/g, '').length > 12) return null;
  const parent = block.el.parent;
  const priced = (b: Block | undefined) =>
    b?.kind === 'text' &&
    (b.el.parent === parent || b.el.parent === block.el) &&
    findPrices(b.text, page.currency).length > 0;
  const inList = parent && 'tagName' in parent && parent.tagName === 'dl';
  if (inList ? priced(blocks[index + 1]) : blocks.some((b, k) => k !== index && priced(b)))
    return null;
  const near = nameNearby(blocks, index);
  if (!near || !looksLikeService(near.name)) return null;
  const free = { min: 0, max: 0, currency: '' };
  return candidate(
    near.name,
    free,
    'free',
    speciesFromHeadings(block.headings),
    [],
    block.headings.at(-1),
  );
}

// "We charge £45 for a consultation": the service follows its price.
const FOR_CLAUSE = /^\s*(?:for|für|pour|por|voor)\s+\p{L}/iu;

function isProse(text: string, prices: PriceMatch[]): boolean {
  if (prices.some((p) => FOR_CLAUSE.test(text.slice(p.end)))) return true;
  // "For dogs, castration is £250 under 10 kg, £280 from 10 to 25 kg.": each weight follows its price.
  if (prices.length > 1 && /[.!?]\s*$/.test(text) && weightAfter(text.slice(prices[0]!.end)))
    return true;
  const first = prices[0];
  const wordsBefore = first ? text.slice(0, first.start).split(/\s+/).filter(Boolean).length : 0;
  const real = sentences(text).filter((s) => s.split(/\s+/).length >= 4);
  return real.length > 1 || wordsBefore > 14 || text.length > 220;
}

function readLine(
  block: TextBlock,
  prices: PriceMatch[],
  blocks: Block[],
  index: number,
  legend: Legend = new Map(),
): Candidate[] {
  const context = speciesFromHeadings(block.headings);
  const text = block.text;
  const found: Candidate[] = [];
  const multi = prices.length > 1;
  // "Ear cleans come with grooming; ear cleaning alone is $22": the last clause names the price.
  const head = text.slice(0, prices[0]!.start);
  const firstPrefix = lastClause(head);
  // "Nail trims are free during an exam; walk-in nail trims are $18": the earlier clauses' free.
  if (firstPrefix !== head)
    for (const clause of head.slice(0, head.length - firstPrefix.length - 1).split(';')) {
      const free = readFree(clause.trim(), block.headings);
      if (free) found.push(free);
    }
  const colon = multi ? firstPrefix.search(/[:：]/) : -1;
  // "Dog neutering: under 10 kg £200, 10-25 kg £250": one service, priced per band.
  let base = colon > 0 ? cleanName(firstPrefix.slice(0, colon)) : '';
  let evidence: Evidence = 'line';
  let previous: Candidate | null = null;
  let weak = false;
  prices.forEach((price, k) => {
    const after = text.slice(price.end, prices[k + 1]?.start ?? text.length);
    // "$65.00 ($70.85 w/ GST)": the same price again with tax, which is what the owner pays.
    if (k > 0 && previous && restatesWithTax(text, prices[k - 1]!, price, after)) {
      Object.assign(previous, { priceMin: price.min, priceMax: price.max });
      return;
    }
    previous = null;
    // "£48 (cat)", "from £320 (under 10 kg)": the brackets after a price say whom it is for.
    const bracket = cleanName(after.match(/^\s*[(（]([^)）]{1,40})[)）]/)?.[1] ?? '');
    const remark = multi || PET_OR_WEIGHT.test(bracket) ? bracket : '';
    let name: string;
    if (k === 0 && base) {
      name = cleanName(firstPrefix.slice(colon + 1)) || remark;
      name = name ? `${base} (${name})` : base;
    } else if (k === 0) {
      const own = cleanName(firstPrefix);
      const sentenceLike =
        /[^.][.!?]\s*$/.test(firstPrefix.trim()) && firstPrefix.split(/\s+/).length > 5;
      // "£30.00 — Follow-up consultation": a line that opens with its price names it after.
      const following = own ? '' : serviceAfter(after);
      // "S/M £240" under "Castration": legend codes say whom the price is for, not what it is.
      const pet = own !== '' && (isQualifier(own) || bandsOfCodes(own, legend) !== null);
      const nearby = !following && (!own || sentenceLike || pet) ? nameNearby(blocks, index) : null;
      if (nearby) evidence = nearby.evidence;
      weak = nearby?.weak ?? false;
      // "Prix : 45 € la consultation": failing all else, the words after the price.
      base = nearby?.name ?? (own || following);
      // "£145.50 — cat" under "Castration": the words after the price say whom it is for.
      const trailing = own || multi ? '' : qualifierOf(text, price);
      const qualifier =
        pet && nearby ? own : nearby && !remark && isQualifier(trailing) ? trailing : remark;
      name = base && qualifier ? `${base} (${qualifier})` : base;
    } else {
      const between = text.slice(prices[k - 1]!.end, price.start);
      // "£45 inc VAT / £37.50 ex VAT": the same price without tax, not another service.
      if (TAX_WORDS.test(between)) return;
      const own = cleanName(between.replace(/^\s*[(（][^)）]*[)）]/, ''));
      // Short words that are no service on their own qualify the line's service ("individual").
      const qualifies =
        own && (isQualifier(own) || (base && !looksLikeService(own) && own.split(' ').length <= 3));
      const qualifier = qualifies ? own : own ? '' : remark;
      // "...; individual cremation is £180 (cat)": a service named anew, then its pet.
      if (own && !qualifier && looksLikeService(own) && PET_OR_WEIGHT.test(remark)) base = own;
      name =
        own && !qualifier
          ? base === own
            ? qualified(own, remark)
            : own
          : base && qualifier
            ? qualified(base, qualifier)
            : '';
    }
    const forPet = multi && base ? FOR_PET_AFTER.exec(after) : null;
    if (forPet) name = `${base} (${forPet[1]})`;
    // "£185 first pet, £95 each additional pet": the words after each price say whose it is.
    const pets = base ? (FURTHER_PET.exec(after) ?? FIRST_PET.exec(after)) : null;
    if (pets) name = `${base} (${pets[0].replace(/^[\s(,]+|[\s),]+$/g, '')})`;
    // "£0.00 within 7 days, then £32.00": the price after "then" is the same service's.
    if (k > 0 && base && /(?<!\p{L})then\s*$/iu.test(text.slice(prices[k - 1]!.end, price.start)))
      name = base;
    if (!name || isNonServiceName(name)) return;
    const note = k === prices.length - 1 && !remark ? noteFrom(after) : '';
    previous = candidate(name, price, evidence, context, [note], block.headings.at(-1));
    if (weak) previous.weak = true;
    found.push(previous);
  });
  return found;
}

/** Text after the last semicolon outside brackets, when it names a service; else the whole text. */
function lastClause(prefix: string): string {
  const cut = prefix.replace(/\([^)]*\)/g, (m) => ' '.repeat(m.length)).lastIndexOf(';');
  if (cut < 0) return prefix;
  const rest = prefix.slice(cut + 1);
  const name = cleanName(rest);
  const words = name.split(' ');
  const names =
    looksLikeService(name) || (words.length >= 2 && !CLAUSE_OPENER.test(words[0] ?? ''));
  return name && names ? rest : prefix;
}

// Clauses opening like this refer back to the service before the semicolon: they name nothing.
const CLAUSE_OPENER =
  /^(?:otherwise|else|it|they|this|that|these|those|which|then|but|and|or|also|sonst|ansonsten|sinon|autrement|si|if|when|for|für|pour|para)$/iu;

/**
 * "Spaying for dogs starts at $385; for cats it starts at $295": a qualifier naming another species
 * than the base replaces the base's species, so the second price is the cats' and not the dogs'.
 */
function qualified(base: string, qualifier: string): string {
  const other = singleSpecies(qualifier);
  const own = singleSpecies(base);
  if (!other || !own || other === own) return `${base} (${qualifier})`;
  const bare = withoutSpecies(base);
  // "dog up to 25kg": a weight band stays with the species it qualifies.
  const label = /\d\s*(?:kg|lbs?)\b/iu.test(qualifier) ? qualifier : other.toLowerCase();
  return bare ? `${bare} (${label})` : '';
}

function serviceAfter(after: string): string {
  const words = cleanName(after.split(/[.;!?(]/)[0] ?? '');
  return words && words.split(' ').length <= 6 && looksLikeService(words) ? words : '';
}

// The block's last element holds nothing but the free word: set apart as a price is.
function lastChildIsFree(block: TextBlock): boolean {
  const last = [...block.el.children]
    .reverse()
    .find((node) => node.type !== 'text' || node.data.trim() !== '');
  if (!last || last.type !== 'tag') return false;
  const text = normalizeSpace(textContent(last));
  return text.length < 30 && !/\d/.test(text) && isFreeText(text) && text.split(' ').length <= 3;
}

function textContent(node: TextBlock['el']['children'][number]): string {
  if (node.type === 'text') return node.data;
  return 'children' in node ? node.children.map(textContent).join('') : '';
}

/** The question a FAQ answer answers: the <summary> of its <details>, or a question just before it. */
function questionOf(block: TextBlock): string | null {
  for (let node: TextBlock['el'] | null = block.el, depth = 0; node && depth < 4; depth++) {
    if (node.tagName === 'details') {
      const summary = node.children.find((c) => c.type === 'tag' && c.tagName === 'summary');
      return summary ? normalizeSpace(textContent(summary)) : null;
    }
    let previous = node.prev;
    while (previous && previous.type !== 'tag') previous = previous.prev;
    const text = previous ? normalizeSpace(textContent(previous)) : '';
    if (/[?？]$/.test(text) && text.length < 140) return text;
    node = node.parent && node.parent.type === 'tag' ? node.parent : null;
  }
  return null;
}
