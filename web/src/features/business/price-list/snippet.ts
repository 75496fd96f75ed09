import {
  PRICE_LIST_TITLE,
  PRICE_LIST_VAT_TEXT,
  formatPrice,
  priceBandLabel,
  type PublicPriceList,
} from '@petvet/shared';

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const CELL = 'padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top';
const HEAD = 'style="padding:6px 8px;border-bottom:2px solid #cbd5e1;text-align:left"';
const PRICE = ';white-space:nowrap;font-weight:bold';
const cell = (text: string, extra = '') => `<td style="${CELL}${extra}">${escape(text)}</td>`;

const changedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The clinic's price list as one self-contained HTML table (inline styles, no scripts, no
 * outside files) to paste into its own website, linking back to the page it mirrors.
 */
export function priceListHtml(list: PublicPriceList, pageUrl: string): string {
  const price = (amount: number) => formatPrice(amount, list.currency);
  const rows: string[] = [];
  for (const group of list.groups) {
    const priced = group.services.filter((s) => s.prices.length > 0);
    if (priced.length === 0) continue;
    rows.push(`<tr><th colspan="4" ${HEAD} scope="colgroup">${escape(group.name)}</th></tr>`);
    for (const item of priced) {
      const namedBands = item.prices.some((p) => p.band !== 'any');
      item.prices.forEach((p, index) => {
        rows.push(
          `<tr>${cell(index === 0 ? item.name : '')}${cell(priceBandLabel(p.band, namedBands))}${cell(
            price(p.price),
            PRICE,
          )}${cell(item.hasInclusions ? p.inclusions.map((i) => `✓ ${i}`).join(', ') || 'Not stated' : '')}</tr>`,
        );
      });
    }
  }
  if (list.otherServices.length > 0) {
    rows.push(`<tr><th colspan="4" ${HEAD} scope="colgroup">Other services</th></tr>`);
    for (const s of list.otherServices)
      rows.push(`<tr>${cell(s.name)}${cell('')}${cell(price(s.price), PRICE)}${cell('')}</tr>`);
  }
  const changed = list.lastChanged ? ` Last changed ${changedOn(list.lastChanged)}.` : '';
  return [
    `<table style="border-collapse:collapse;width:100%;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1e293b">`,
    `<caption style="text-align:left;padding:0 0 8px"><strong style="font-size:18px">${escape(PRICE_LIST_TITLE)}: ${escape(list.clinicName)}</strong><br>${escape(list.statement)} ${escape(PRICE_LIST_VAT_TEXT)}${escape(changed)}</caption>`,
    `<thead><tr><th scope="col" ${HEAD}>Service</th><th scope="col" ${HEAD}>Pet</th><th scope="col" ${HEAD}>Price</th><th scope="col" ${HEAD}>Includes</th></tr></thead>`,
    `<tbody>`,
    ...rows,
    `</tbody>`,
    `<tfoot><tr><td colspan="4" style="padding:8px;font-size:12px;color:#64748b">Always up to date at <a href="${escape(pageUrl)}">${escape(pageUrl)}</a></td></tr></tfoot>`,
    `</table>`,
  ].join('\n');
}
