import type { CheerioAPI } from 'cheerio';
import { bandsIn, type PetBand } from '@petvet/shared';
import { bandsOfCodes, type Legend } from './band-legend';
import { normalizeSpace, type TableBlock } from './dom-blocks';
import type { Cell } from './table-grid';
import { looksLikeService } from './taxonomy';

/** What a table's caption, description and column headers say about its prices. */

// Member, plan and sale columns are discounts on the real price, not separate services.
export const DISCOUNT_COLUMN =
  /(?<!\p{L})(?:member|plan|club|discount|sale|offer(?!ed)|promo|mitglied|abo|membre|adhérent|socio|abonn|korting|lid)|会員|割引/iu;

/** The table's caption and the text its aria-describedby points at. */
export function captionOf($: CheerioAPI, block: TableBlock) {
  const caption = normalizeSpace($(block.el).find('caption').first().text());
  const described = $(block.el).attr('aria-describedby');
  const describedText = described
    ? normalizeSpace(
        $(`#${cssEscape(described)}`)
          .first()
          .text(),
      )
    : '';
  return { caption, describedText };
}

/**
 * A price column's header that names no service (nor, as the caller checked, a pet, a band or a
 * branch): "UK average", "Net", "2026". Which of the row's prices is the practice's is not known.
 */
export function unclearHeader(header: string): boolean {
  return !looksLikeService(header) && !TIME_OF_DAY.test(header);
}

// "Weekdays 8am – 7pm", "Overnight", "Sundays & bank holidays": the hours a price applies in,
// which say plainly what the column is (an evening consultation is an out-of-hours one).
const TIME_OF_DAY =
  /(?<!\p{L})(?:weekdays?|weekends?|evenings?|overnight|nights?|daytime|sundays?|saturdays?|bank holidays?|out of hours|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))(?!\p{L})/iu;

export function codedBands(row: Cell[], header: string, legend: Legend) {
  if (!legend.size) return null;
  for (const text of [header, ...new Set(row.map((c) => c.text))]) {
    const found = bandsOfCodes(text, legend);
    if (found) return found;
  }
  return null;
}

export function columnBands(header: string, species: string | null): PetBand[] | null {
  const bands = bandsIn(header);
  if (!Array.isArray(bands)) return null;
  const own =
    species === 'Cat'
      ? bands.filter((b) => b === 'cat')
      : species === 'Dog'
        ? bands.filter((b) => b !== 'cat')
        : bands;
  return own.length ? own : null;
}

export function stacked(above: string, text: string): string {
  if (!above || above === text) return text;
  return text ? `${above} ${text}` : above;
}

/**
 * Headers for a table that prints none, read from its cells: where each price cell carries its own
 * label before the price ("Standard £30.00" | "Club £24.00"), a column whose priced cells all start
 * with one label is headed by it. Only when two columns are so labelled: one alone may be a name.
 */
export function cellLabelHeaders(rows: Cell[][]): string[] {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const headers: string[] = [];
  for (let col = 0; col < width; col++) {
    const labels = rows
      .map((row) => row[col]?.text ?? '')
      .filter((text) => AMOUNT.test(text))
      .map(leadingLabel);
    const first = labels[0]?.toLowerCase();
    const shared = labels.length >= 2 && labels.every((label) => label.toLowerCase() === first);
    headers.push(shared && first ? labels[0]! : '');
  }
  return new Set(headers.filter(Boolean)).size >= 2 ? headers : [];
}

const AMOUNT = /[£$€¥₹₩₺₪₱฿]\s?\d|\d\s?(?:€|kr|zł|Kč|Ft|lei|TL|円|원)/u;
// The words before the amount, less a "from" that belongs to the price.
function leadingLabel(text: string): string {
  const at = text.search(/[£$€¥₹₩₺₪₱฿\d]/u);
  const label = text
    .slice(0, Math.max(0, at))
    .replace(/(?<!\p{L})(?:from|only|just|ab|dès|desde|da|vanaf|od)\s*$/iu, '')
    .replace(/[\s:–—-]+$/u, '')
    .trim();
  return /^\p{L}[\p{L}\s'’&.]{0,24}$/u.test(label) ? label : '';
}

function cssEscape(id: string): string {
  return id.replace(/([^\w-])/g, '\\$1');
}
