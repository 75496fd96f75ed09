import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { candidate, noteFrom, speciesFromHeadings, type PageContext } from './context';
import { currencyInHeader } from './currencies';
import type { TableBlock } from './dom-blocks';
import { normalizeSpace } from './dom-blocks';
import { isFreeText } from './free';
import { cleanName, isQualifier } from './names';
import { looksLikeService } from './taxonomy';
import { isNonServiceLine, isNonServiceMoney, isNonServiceName } from './noise';
import { findPrices } from './price-parser';
import { singleSpecies, speciesIn } from './species';
import type { Candidate, PriceMatch } from './types';
import { boundsOf, ID_COLUMN, withoutTaxExclusive } from './table-columns';

// Member, plan and sale columns are discounts on the real price, not separate services.
const DISCOUNT_COLUMN =
  /member|plan|club|discount|sale|offer|promo|mitglied|abo|membre|adhérent|socio|abonn|korting|lid|会員|割引/i;
const BARE_NUMBER =
  /^(?:from|ab|dès|desde|vanaf|da|från|fra|od)?\s*\d[\d.,\s'’]*(?:\s*[-–]\s*\d[\d.,\s'’]*)?$/i;

interface Cell {
  text: string;
  header: boolean;
  /** Spans several rows: names the group of rows (a species, a service), not one row. */
  group: boolean;
}

/** A price table: a service column and one or more price columns (per species, per size). */
export function readTable($: CheerioAPI, block: TableBlock, page: PageContext): Candidate[] {
  const rows = gridOf($(block.el).find('tr').toArray());
  const caption = normalizeSpace($(block.el).find('caption').first().text());
  const described = $(block.el).attr('aria-describedby');
  const describedText = described
    ? normalizeSpace(
        $(`#${cssEscape(described)}`)
          .first()
          .text(),
      )
    : '';
  // "Fees in euros" said once in the caption: the currency of the table's bare amounts.
  const captionCurrency = currencyInHeader(`${caption} ${describedText}`, page.currency);
  let headers: string[] = [];
  let section: string | null = null;
  const found: Candidate[] = [];
  for (const row of rows) {
    const prices = row.map((cell, col) =>
      cellPrices(cell.text, headers[col] ?? '', page, captionCurrency),
    );
    const priced = prices
      .map((p, col) => ({ p, col }))
      .filter((x) => x.p.length > 0 || isFreeCell(row[x.col]!.text));
    if (priced.length === 0) {
      const distinct = [...new Set(row.map((c) => c.text).filter(Boolean))];
      if (distinct.length > 1 && (row.every((c) => c.header) || found.length === 0))
        headers = row.map((c) => c.text);
      else if (distinct.length === 1) section = distinct[0]!;
      continue;
    }
    const named = (c: Cell, col: number) =>
      c.text && /\p{L}/u.test(c.text) && prices[col]!.length === 0 && !isFreeCell(c.text);
    const nameCol = row.findIndex((c, col) => named(c, col) && !c.group);
    if (nameCol < 0) continue;
    const own = cleanName(row[nameCol]!.text);
    // A cell spanning the group's rows is its service ("Dog castration" over weight rows) or,
    // more often, its species or category.
    const group = row.find((c, col) => c.group && named(c, col) && col < nameCol)?.text ?? '';
    const groupIsService =
      group !== '' &&
      (looksLikeService(cleanName(group)) || (isQualifier(own) && speciesIn(group).length === 0));
    const name = groupIsService ? `${cleanName(group)} (${own})` : own;
    if (!own || isNonServiceLine(name) || isNonServiceName(name)) continue;
    const context = speciesFromHeadings(
      [
        ...block.headings,
        describedText,
        caption,
        section ?? '',
        groupIsService ? '' : group,
      ].filter(Boolean),
    );
    const notes = row
      .filter((c, col) => col !== nameCol && !c.group && !priced.some((x) => x.col === col))
      .map((c) => noteFrom(c.text));
    const columns = withoutTaxExclusive(
      priced.filter(({ col }) => !DISCOUNT_COLUMN.test(headers[col] ?? '')),
      headers,
    );
    const bounds = boundsOf(columns, headers);
    const used = bounds
      ? [bounds]
      : columns.length > 1 && headers.length
        ? columns
        : columns.slice(0, 1);
    for (const { p, col } of used) {
      const header = headers[col] ?? '';
      // A column is a species column when its header names a species and no service.
      const headerSpecies =
        used.length > 1 && !looksLikeService(header) ? singleSpecies(header) : null;
      const columnContext = headerSpecies ? { species: headerSpecies, label: header } : context;
      // Rows of sizes under columns of services ("Up to 10kg" × "Dog castration") read service first.
      const sizeRows = isQualifier(name) && looksLikeService(header);
      const columnName =
        used.length > 1 && !headerSpecies && header
          ? sizeRows
            ? `${header} (${name})`
            : `${name} (${header})`
          : name;
      const price: PriceMatch | undefined = p[0] ?? freePrice(p, found, page);
      if (!price) continue;
      const vat =
        /\b(?:inc|incl|ex|exc|excl|plus|\+)\.?\s*(?:vat|gst|tax|mwst|tva|iva|btw)\b|\b(?:vat|gst|tax|mwst|tva|iva|btw)\b/i.test(
          header,
        )
          ? header
          : '';
      found.push(
        candidate(
          columnName,
          price,
          'table',
          columnContext,
          [...notes, vat],
          section ?? (groupIsService ? null : group) ?? caption ?? block.headings.at(-1),
        ),
      );
    }
  }
  return found;
}

function cellPrices(
  text: string,
  header: string,
  page: PageContext,
  tableCurrency: string | null,
): PriceMatch[] {
  if (ID_COLUMN.test(header)) return [];
  const columnCurrency = BARE_NUMBER.test(text.trim())
    ? (currencyInHeader(header, page.currency) ?? tableCurrency)
    : null;
  return findPrices(text, page.currency, columnCurrency).filter(
    (p) => p.min > 0 && !isNonServiceMoney(text, p.start, p.end),
  );
}

function isFreeCell(text: string): boolean {
  return text.length < 30 && isFreeText(text) && !/\d/.test(text);
}

// A "Free" cell: zero in the currency the rest of the table uses (filled in later if unknown).
function freePrice(
  p: PriceMatch[],
  found: Candidate[],
  _page: PageContext,
): PriceMatch | undefined {
  if (p.length) return p[0];
  return { start: 0, end: 0, min: 0, max: 0, currency: found[0]?.currency ?? '', isFrom: false };
}

/** The table as a grid: a cell spanning rows or columns fills every place it covers. */
function gridOf(trs: Element[]): Cell[][] {
  const carried: Array<{ cell: Cell; rowsLeft: number } | undefined> = [];
  return trs.map((tr) => {
    const row: Cell[] = [];
    const fillCarried = () => {
      for (let c = carried[row.length]; c && c.rowsLeft > 0; c = carried[row.length]) {
        c.rowsLeft--;
        row.push(c.cell);
      }
    };
    for (const child of tr.children) {
      if (child.type !== 'tag') continue;
      const el = child as Element;
      if (el.tagName !== 'td' && el.tagName !== 'th') continue;
      fillCarried();
      const rowSpan = Math.min(Number(el.attribs.rowspan ?? 1) || 1, 50);
      const colSpan = Math.min(Number(el.attribs.colspan ?? 1) || 1, 10);
      const cell = {
        text: normalizeSpace(textOf(el)),
        header: el.tagName === 'th',
        group: rowSpan > 1,
      };
      for (let i = 0; i < colSpan; i++) {
        if (rowSpan > 1) carried[row.length] = { cell, rowsLeft: rowSpan - 1 };
        row.push(cell);
      }
    }
    fillCarried();
    return row;
  });
}

function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  const el = node as Element;
  if (el.tagName === 'br') return ' ';
  if (el.tagName === 'script' || el.tagName === 'style') return '';
  const inner = el.children.map(textOf).join('');
  return /^(?:p|div|li|span|small)$/.test(el.tagName) ? ` ${inner} ` : inner;
}

function cssEscape(id: string): string {
  return id.replace(/([^\w-])/g, '\\$1');
}
