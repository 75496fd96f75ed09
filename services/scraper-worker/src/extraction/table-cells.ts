import type { PageContext } from './context';
import { currencyInHeader } from './currencies';
import { isFreeText } from './free';
import { isNonServiceMoney } from './noise';
import { findPrices } from './price-parser';
import { ID_COLUMN } from './table-columns';
import type { Candidate, PriceMatch } from './types';

/** The prices in one table cell, read with the currency its column or table names. */

const BARE_NUMBER =
  /^(?:from|ab|dès|desde|vanaf|da|från|fra|od)?\s*\d[\d.,\s'’]*(?:\s*[-–]\s*\d[\d.,\s'’]*)?$/i;

export function cellPrices(
  text: string,
  header: string,
  page: PageContext,
  tableCurrency: string | null,
): PriceMatch[] {
  if (ID_COLUMN.test(header)) return [];
  const columnCurrency = BARE_NUMBER.test(text.trim())
    ? (currencyInHeader(header, page.currency) ?? tableCurrency)
    : null;
  // "+ 600 Kč" alone in a cell is a surcharge on another price, not a price.
  return findPrices(text, page.currency, columnCurrency).filter(
    (p) =>
      p.min > 0 &&
      !isNonServiceMoney(text, p.start, p.end) &&
      !/^\s*\+\s*$/.test(text.slice(0, p.start)),
  );
}

export function isFreeCell(text: string): boolean {
  return text.length < 30 && isFreeText(text) && !/\d/.test(text);
}

// A "Free" cell: zero in the currency the rest of the table uses (filled in later if unknown).
export function freePrice(
  p: PriceMatch[],
  found: Candidate[],
  _page: PageContext,
): PriceMatch | undefined {
  if (p.length) return p[0];
  return { start: 0, end: 0, min: 0, max: 0, currency: found[0]?.currency ?? '', isFrom: false };
}
