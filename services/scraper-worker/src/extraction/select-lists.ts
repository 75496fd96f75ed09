import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

/**
 * A "price finder": one <select> per service whose options read "Dog 10–24.9 kg — £575.00".
 * The options are prices a visitor reveals by choosing, like a closed accordion's, so each
 * priced <select> becomes a list of "Service (pet): price" lines the line reader knows.
 * Selects with no amount in their options (a country, a date) are left alone.
 */
export function selectsAsLists($: CheerioAPI): void {
  $('select').each((_, el) => {
    const options = $(el)
      .find('option')
      .toArray()
      .map((o) => $(o).text().replace(/\s+/g, ' ').trim())
      .filter((text) => /\d/.test(text));
    if (options.length === 0) return;
    const service = titleOf($, el as Element);
    const items = options.map((text) => {
      const cut = lastSeparator(text);
      const line =
        cut && service
          ? `${service} (${text.slice(0, cut.start).trim()}): ${text.slice(cut.end).trim()}`
          : service
            ? `${service}: ${text}`
            : text;
      return `<li>${escape(line)}</li>`;
    });
    $(el).replaceWith(`<ul>${items.join('')}</ul>`);
  });
}

// The select's own name: its <label for>, an aria-label, or the label wrapping it.
function titleOf($: CheerioAPI, el: Element): string {
  const id = el.attribs.id;
  const byFor = id ? $(`label[for="${id.replace(/"/g, '')}"]`).text() : '';
  const text =
    byFor ||
    el.attribs['aria-label'] ||
    $(el).closest('label').clone().children().remove().end().text();
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

// "Dog 10–24.9 kg — £575.00": the pet before the last dash or colon, the price after it.
function lastSeparator(text: string): { start: number; end: number } | null {
  const matches = [...text.matchAll(/\s+[—–-]\s+|:\s+/g)];
  const last = matches.at(-1);
  return last ? { start: last.index, end: last.index + last[0].length } : null;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
