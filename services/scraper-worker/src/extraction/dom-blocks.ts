import type { CheerioAPI } from 'cheerio';
import { printSheetBlocks } from './print-sheet';
import { tagSurgeries } from './surgeries';
import { tabLabels } from './tab-labels';
import type { AnyNode, Element } from 'domhandler';
import { INLINE_TAGS, type Block } from './blocks';
import { isDataTable } from './layout-tables';
import { isHiddenOrBoilerplate } from './hidden-blocks';

export type { Block, TableBlock, TextBlock } from './blocks';

const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'canvas',
  'select',
  'option',
  'button',
  'nav',
  'footer',
  'head',
  'title',
  'meta',
  'link',
  'blockquote',
  'input',
  'textarea',
  'video',
  'audio',
  'picture',
  'img',
  'map',
]);
export function readBlocks($: CheerioAPI): Block[] {
  const controlled = new Set<string>();
  $('[aria-controls], [data-target], [data-bs-target]').each((_, el) => {
    const attrs = (el as Element).attribs;
    for (const value of [attrs['aria-controls'], attrs['data-target'], attrs['data-bs-target']])
      for (const id of (value ?? '').split(/\s+/)) if (id) controlled.add(id.replace(/^#/, ''));
  });
  const isHidden = (el: Element) => isHiddenOrBoilerplate(el, controlled);
  const tabNames = tabLabels($, normalizeSpace);
  const blocks: Block[] = [];
  // Each heading with the index of its block, to tell a card's heading from a wrapped one.
  const stack: { level: number; text: string; at?: number }[] = [];
  let buffer = '';
  let bufferEl: Element | null = null;
  let lastWasElement = false;

  const headingPath = () => stack.map((h) => h.text);
  // A line break after a short name, before words in lower case ("Open spay<br>traditional
  // midline approach £310"), only sets a description under the name: one line, not two.
  let pendingBreak = false;
  const flush = () => {
    pendingBreak = false;
    const text = normalizeSpace(buffer);
    if (text && bufferEl) {
      const level = headingLevel(bufferEl);
      if (level) {
        while (stack.length && stack[stack.length - 1]!.level >= level) stack.pop();
      }
      blocks.push({
        kind: 'text',
        text,
        el: bufferEl,
        tag: bufferEl.tagName,
        headingLevel: level,
        headings: headingPath(),
      });
      if (level) stack.push({ level, text, at: blocks.length - 1 });
    }
    buffer = '';
  };

  const walk = (node: AnyNode, blockEl: Element) => {
    if (node.type === 'text') {
      if (pendingBreak && node.data.trim()) {
        if (/^\s*\p{Ll}/u.test(node.data)) buffer += ' – ';
        else flush();
        pendingBreak = false;
      }
      buffer += node.data;
      bufferEl = blockEl;
      lastWasElement = false;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    const priced = el.tagName === 'button' && pricedButton($(el).text());
    if ((SKIP_TAGS.has(tag) && !titlesHeading(el) && !priced) || isHidden(el)) return;
    // A size picker's buttons ("Cat £73.25", "Dog up to 10kg £225.50"): a line each.
    if (priced) {
      flush();
      bufferEl = el;
      for (const child of el.children) walk(child, el);
      flush();
      return;
    }
    if (tag === 'br') {
      const line = normalizeSpace(buffer);
      if (line && !/\d/.test(line) && line.split(' ').length <= 6) pendingBreak = true;
      else flush();
      return;
    }
    if (INLINE_TAGS.has(tag) || tag === 'button') {
      const text = $(el).text();
      const footnote = isFootnoteMark(el, buffer, text);
      if ((lastWasElement || footnote || opensPrice(buffer, text)) && !gluedAmount(buffer, text))
        buffer += ' ';
      for (const child of el.children) walk(child, blockEl);
      lastWasElement = true;
      return;
    }
    flush();
    // A sheet printed into a <pre> keeps its lines and columns: they carry its structure.
    if (tag === 'pre') {
      blocks.push(...printSheetBlocks(el, headingPath()));
      return;
    }
    if (tag === 'table' && isDataTable($, el)) {
      blocks.push({ kind: 'table', el, headings: headingPath() });
      return;
    }
    bufferEl = el;
    // A tab panel ("Dogs" | "Cats") is titled by its tab: a heading over everything inside it.
    const tab = tabNames.get(el) ?? '';
    const depth = stack.length;
    if (tab) stack.push({ level: (stack.at(-1)?.level ?? 0) + 0.5, text: tab });
    for (const child of el.children) walk(child, el);
    flush();
    if (tab) stack.length = Math.min(stack.length, depth);
    // A card headed by a pet ("Giant dogs (60 kg +)" over its list) ends with the card: a note
    // after the cards is not that pet's.
    const top = stack.at(-1);
    if (
      stack.length > depth &&
      top?.at !== undefined &&
      top.at < blocks.length - 1 &&
      petOnly(top.text)
    )
      stack.length = depth;
    lastWasElement = false;
  };

  const body = $('body').get(0) ?? $.root().get(0);
  if (body) for (const child of (body as Element).children) walk(child, body as Element);
  flush();
  tagSurgeries(blocks);
  return blocks;
}

// "Cats", "Giant dogs (60 kg +)", "Small dogs (up to 9.9 kg)": a pet or size and nothing else.
function petOnly(heading: string): boolean {
  const rest = heading
    .replace(
      /(?<![\p{L}])(?:cats?|kittens?|dogs?|pupp(?:y|ies)|rabbits?|small|medium|large|giant|extra|x-?large|toy|up to|under|over|and|or|&|kg|lbs?)(?![\p{L}])/giu,
      '',
    )
    .replace(/[\d\s.,()+–—\-<>]+/gu, '');
  return rest === '' && /\p{L}/u.test(heading);
}

export function normalizeSpace(text: string): string {
  return text.replace(/[\s\u00a0\u2000-\u200b\u202f\u3000]+/g, ' ').trim();
}

// A price set in pieces ("<sup>£</sup><span>45</span><sup>.50</sup>", "950<sup>,00</sup> TL"):
// the pieces are one amount, so no space goes between them.
function gluedAmount(before: string, next: string): boolean {
  return (
    (/\d$/.test(before) && /^[.,]\d{1,2}(?!\d)/.test(next)) ||
    (/[£$€¥₹]$/u.test(before) && /^\d/.test(next))
  );
}

// "£55.00<sup><a href="#fn1">1</a></sup>": a footnote's number after a price with its pence (or a
// link to a note) is a mark of its own, not more digits of the amount.
function isFootnoteMark(el: Element, before: string, text: string): boolean {
  if (el.tagName !== 'sup' || !/^\s*(?:\d{1,2}|[*†‡§]+)\s*$/u.test(text)) return false;
  const linked = el.children.some((c) => c.type === 'tag' && (c as Element).tagName === 'a');
  return linked || /\d[.,]\d{2}\s*$/.test(before) || /[*†‡§]/u.test(text);
}

// A price badge set right after its name ("Castrazione cane<span>da € 220</span>"): a flex row
// shows them apart, so the name's last word and the badge's first stay two words.
function opensPrice(before: string, next: string): boolean {
  return (
    /\p{L}$/u.test(before) &&
    /^\s*(?:\p{L}{1,12}\.?\s*)?(?:[£$€¥₹₩₺₪₱฿]|\d)/u.test(next) &&
    PRICE_MARK.test(next)
  );
}

// A button is a control ("Book", "Accept"), unless it holds a price: then it is one of the choices
// a picker offers, each with its own price.
function pricedButton(text: string): boolean {
  return text.length < 80 && PRICE_MARK.test(text);
}
const PRICE_MARK = /[£$€¥₹₩₺₪₱฿]\s?\d|\d\s?(?:€|kr|zł|Kč|Ft|lei|TL|円|원)/u;

// An accordion's toggle button inside its heading ("<h2><button>Castration</button></h2>") is the
// heading's text: the title of the prices in the panel it opens.
function titlesHeading(el: Element): boolean {
  if (el.tagName !== 'button') return false;
  for (let node = el.parent; node && node.type === 'tag'; node = node.parent)
    if (headingLevel(node as Element)) return true;
  return false;
}

function headingLevel(el: Element): number {
  const match = /^h([1-6])$/i.exec(el.tagName);
  return match ? Number(match[1]) : 0;
}
