import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

/**
 * A grid of divs that says it is a table (role="table", "row", "columnheader", "rowheader",
 * "cell") is read as one: each role becomes its table element, and a span given only by a
 * utility class ("col-span-5", "row-span-2", Tailwind's) becomes colspan / rowspan. A header
 * drawn as an icon names its column by the icon's alt text ("Medium dog").
 */
const TAGS: Record<string, string> = {
  table: 'table',
  grid: 'table',
  row: 'tr',
  columnheader: 'th',
  rowheader: 'th',
  cell: 'td',
  gridcell: 'td',
};

export function ariaTablesAsTables($: CheerioAPI): void {
  $('[role="table"], [role="grid"]').each((_, table) => {
    if ((table as Element).tagName === 'table') return;
    const rows = $(table).find('[role="row"]').toArray();
    // Only a plain grid: rows right inside (or inside row groups), cells right inside the rows.
    if (!rows.length || $(table).find('table').length) return;
    for (const row of rows) {
      const cells = $(row).children('[role]').toArray();
      if (!cells.length || cells.some((c) => !TAGS[c.attribs.role ?? ''])) return;
    }
    rename(table as Element, 'table');
    for (const row of rows) {
      rename(row, 'tr');
      for (const cell of $(row).children('[role]').toArray()) {
        rename(cell, TAGS[cell.attribs.role!]!);
        const cls = cell.attribs.class ?? '';
        const col = /(?:^|\s)col-span-(\d{1,2})(?=\s|$)/.exec(cls)?.[1];
        const rowSpan = /(?:^|\s)row-span-(\d{1,2})(?=\s|$)/.exec(cls)?.[1];
        if (col && !cell.attribs.colspan) cell.attribs.colspan = col;
        if (rowSpan && !cell.attribs.rowspan) cell.attribs.rowspan = rowSpan;
        if (TAGS[cell.attribs.role!] === 'th')
          $(cell)
            .find('img[alt]')
            .each((_, img) => {
              const alt = (img as Element).attribs.alt?.trim();
              if (alt) $(img).replaceWith(` ${alt} `);
            });
      }
    }
  });
}

function rename(el: Element, tag: string): void {
  el.name = tag;
}
