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

function cssEscape(id: string): string {
  return id.replace(/([^\w-])/g, '\\$1');
}
