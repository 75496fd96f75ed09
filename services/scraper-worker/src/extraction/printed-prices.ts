import type { CheerioAPI } from 'cheerio';
import { notAPriceReason } from './checks-not-a-price';
import type { PageContext } from './context';
import { normalizeSpace, type Block } from './dom-blocks';
import { isNonServiceLine, isNonServiceMoney, isNonServiceName } from './noise';
import { findPrices } from './price-parser';
import type { PrintedPrice } from './checks';
import { isComparisonColumn } from './table-columns';

/**
 * Every price the page prints as one (in its lines and its table cells), leaving out the money
 * its own words say is no price (discounts, thresholds, caps): what the items read from the page
 * should explain. A price nobody explains is a sign the page was read wrong somewhere.
 */
export function printedPrices($: CheerioAPI, blocks: Block[], page: PageContext): PrintedPrice[] {
  const texts: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'text') texts.push(block.text);
    else {
      // Cells under "UK average" compare with other practices: the page does not charge them.
      let compared = new Set<number>();
      $(block.el)
        .find('tr')
        .each((_, tr) => {
          const row = $(tr).children('td, th').toArray();
          const cells = row.map((cell) => normalizeSpace($(cell).text()));
          if (row.every((cell) => cell.tagName === 'th')) {
            compared = new Set(cells.flatMap((c, i) => (isComparisonColumn(c) ? [i] : [])));
            return;
          }
          // A row named "Price per month" or "Yearly value" prices a plan, not a service.
          const rowName = cells[0] ?? '';
          if (!isNonServiceName(rowName) && !isNonServiceLine(rowName))
            texts.push(...cells.filter((_, i) => !compared.has(i)));
        });
    }
  }
  return texts.flatMap((text) =>
    isNonServiceLine(text)
      ? []
      : findPrices(text, page.currency)
          .filter(
            (p) =>
              p.min > 0 &&
              !isNonServiceMoney(text, p.start, p.end) &&
              !notAPriceReason(text, p.start, p.end),
          )
          .map(({ min, max, currency }) => ({ min, max, currency })),
  );
}
