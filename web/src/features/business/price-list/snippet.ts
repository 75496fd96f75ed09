import type { PublicPriceList } from '@petvet/shared';
import { translate } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { clinicPrice } from '../../../lib/money';
import { bandName, groupName, inclusionName, serviceName } from '../../../lib/standard-words';

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

// Where the link goes in the translated footer: the sentence is escaped first, the link after.
const LINK_MARK = '\u0000';

/**
 * The clinic's price list as one self-contained HTML table (inline styles, no scripts, no
 * outside files) to paste into its own website, linking back to the page it mirrors.
 */
export function priceListHtml(list: PublicPriceList, pageUrl: string): string {
  const price = (amount: number) => clinicPrice(amount, list.currency);
  const rows: string[] = [];
  for (const group of list.groups) {
    const priced = group.services.filter((s) => s.prices.length > 0);
    if (priced.length === 0) continue;
    rows.push(
      `<tr><th colspan="4" ${HEAD} scope="colgroup">${escape(groupName(group.id))}</th></tr>`,
    );
    for (const item of priced) {
      const namedBands = item.prices.some((p) => p.band !== 'any');
      item.prices.forEach((p, index) => {
        rows.push(
          `<tr>${cell(index === 0 ? serviceName(item.id) : '')}${cell(bandName(p.band, namedBands))}${cell(
            price(p.price),
            PRICE,
          )}${cell(item.hasInclusions ? p.inclusions.map((i) => `✓ ${inclusionName(i)}`).join(', ') || translate('business.prices.html.notStated') : '')}</tr>`,
        );
      });
    }
  }
  if (list.otherServices.length > 0) {
    const other = escape(translate('business.prices.html.otherServices'));
    rows.push(`<tr><th colspan="4" ${HEAD} scope="colgroup">${other}</th></tr>`);
    for (const s of list.otherServices)
      rows.push(`<tr>${cell(s.name)}${cell('')}${cell(price(s.price), PRICE)}${cell('')}</tr>`);
  }
  const changed = list.lastChanged
    ? ` ${translate('business.prices.html.lastChanged', { date: formatDate(list.lastChanged) })}`
    : '';
  const head = (key: 'service' | 'pet' | 'price' | 'includes') =>
    `<th scope="col" ${HEAD}>${escape(translate(`business.prices.html.${key}`))}</th>`;
  const link = `<a href="${escape(pageUrl)}">${escape(pageUrl)}</a>`;
  const upToDate = escape(translate('business.prices.html.upToDate', { link: LINK_MARK })).replace(
    LINK_MARK,
    link,
  );
  return [
    `<table style="border-collapse:collapse;width:100%;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1e293b">`,
    `<caption style="text-align:left;padding:0 0 8px"><strong style="font-size:18px">${escape(translate('directory.clinicPrices.titleFor', { name: list.clinicName }))}</strong><br>${escape(translate('directory.clinicPrices.statement'))} ${escape(translate('directory.clinicPrices.vat'))}${escape(changed)}</caption>`,
    `<thead><tr>${head('service')}${head('pet')}${head('price')}${head('includes')}</tr></thead>`,
    `<tbody>`,
    ...rows,
    `</tbody>`,
    `<tfoot><tr><td colspan="4" style="padding:8px;font-size:12px;color:#64748b">${upToDate}</td></tr></tfoot>`,
    `</table>`,
  ].join('\n');
}
