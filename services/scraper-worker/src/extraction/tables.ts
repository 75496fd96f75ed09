import type { CheerioAPI } from 'cheerio';
import { candidate, noteFrom, speciesFromHeadings, type PageContext } from './context';
import { currencyInHeader } from './currencies';
import { normalizeSpace, type TableBlock } from './dom-blocks';
import { cleanName, isQualifier } from './names';
import { looksLikeService } from './taxonomy';
import { isNonServiceLine, isNonServiceName } from './noise';
import { singleSpecies, speciesIn, bandsIn } from '@petvet/shared';
import type { Candidate, PriceMatch } from './types';
import {
  boundsOf,
  withoutComparisons,
  withoutTaxBasis,
  withoutTaxExclusive,
  nameColumnOf,
} from './table-columns';
import { bandSourceOf, carryServiceDown, rowText, taxRowPart, widenToRow } from './table-rows';
import { surgeryColumns } from './surgeries';
import { gridOf, spanned, spansOf, type Cell } from './table-grid';
import { legendOf } from './band-legend';
import { petCellBands, withPetCell } from './pet-column';
import { splitSlashColumns } from './slash-columns';
import { collapseUniformRow } from './table-uniform';
import { cellPrices, freePrice, isFreeCell } from './table-cells';
import { cellParts } from './cell-parts';
import {
  DISCOUNT_COLUMN,
  captionOf,
  cellLabelHeaders,
  codedBands,
  columnBands,
  stacked,
  unclearHeader,
} from './table-headers';

/** A price table: a service column and one or more price columns (per species, per size). */
export function readTable($: CheerioAPI, block: TableBlock, page: PageContext): Candidate[] {
  const rows = carryServiceDown(splitSlashColumns(gridOf($(block.el).find('tr').toArray())));
  const { caption, describedText } = captionOf($, block);
  // "Fees in euros" said once in the caption: the currency of the table's bare amounts.
  const captionCurrency = currencyInHeader(`${caption} ${describedText}`, page.currency);
  // Cells that each say whose price they hold ("Standard £30" | "Club £24") head their columns.
  let headers: string[] = cellLabelHeaders(rows);
  let headerRow = false;
  let section: string | null = null;
  const found: Candidate[] = [];
  // Price cells spanning several rows, with the price read from their first row.
  const consumed = new Map<Cell, Candidate>();
  const legend = legendOf($);
  // The page's words, read once and only when a row has several price columns to name.
  let text: string | null = null;
  const pageText = () => (text ??= normalizeSpace($.root().text()));
  const finish = (c: Candidate, row: Cell[], header: string, qualifier: string) => {
    c.sourceText = rowText(row);
    c.bandSource = bandSourceOf(c, header, qualifier);
    // A band code from the page's legend in the column header or a cell of the row ("P/M").
    const coded = c.bands ? null : codedBands(row, header, legend);
    if (coded) {
      c.bands = coded.bands;
      c.bandSource = coded.source;
      if (!c.name.includes(`(${coded.expression})`)) c.name = `${c.name} (${coded.expression})`;
    }
    c.vat = 'inclusive';
    c.surgery ??= block.surgery ?? null;
  };
  for (const row of rows) {
    const afterHeader = headerRow;
    headerRow = false;
    const prices = row.map((cell, col) =>
      cellPrices(cell.text, headers[col] ?? '', page, captionCurrency),
    );
    const priced = prices
      .map((p, col) => ({ p, col }))
      .filter((x) => x.p.length > 0 || isFreeCell(row[x.col]!.text));
    if (priced.length === 0) {
      const distinct = [...new Set(row.map((c) => c.text).filter(Boolean))];
      if (distinct.length > 1 && (row.every((c) => c.header) || found.length === 0)) {
        // Stacked header rows ("Dog" over "Under 10 kg", "10-25 kg", ...) describe one column together.
        const previous = afterHeader ? headers : [];
        headers = row.map((c, col) => stacked(previous[col] ?? '', c.text));
        headerRow = true;
      } else if (distinct.length === 1) section = distinct[0]!;
      continue;
    }
    const named = (c: Cell, col: number) =>
      c.text && /\p{L}/u.test(c.text) && prices[col]!.length === 0 && !isFreeCell(c.text);
    const worded = row.flatMap((c, col) => (named(c, col) && !c.group ? [col] : []));
    const nameCol = nameColumnOf(
      row.map((c) => c.text.trim()),
      headers,
      worded,
    );
    if (nameCol < 0) continue;
    const own = cleanName(row[nameCol]!.text);
    // A cell spanning the group's rows is its service ("Dog castration" over weight rows) or,
    // more often, its species or category.
    const group = row.find((c, col) => c.group && named(c, col) && col < nameCol)?.text ?? '';
    const groupIsService =
      group !== '' &&
      (looksLikeService(cleanName(group)) || (isQualifier(own) && speciesIn(group).length === 0));
    // Rows that name only a pet or a size ("Cat", "Dog under 10 kg") under a heading or caption
    // naming the service ("Care Plan", "Dental scale and polish"): the heading is their service.
    const title = cleanName(caption || block.headings.at(-1) || '');
    const titled =
      !groupIsService &&
      title !== '' &&
      isQualifier(own) &&
      looksLikeService(title) &&
      !isQualifier(title);
    // Net / VAT / Total rows under one service: the parts are no price, the total is the service's.
    const part = taxRowPart(row[nameCol]!.text);
    if (part === 'part') continue;
    // The service spans the rows (a cell beside them) or heads them (a row of its own above).
    const over = groupIsService ? cleanName(group) : cleanName(section ?? '');
    const total = part === 'total' && over !== '' && looksLikeService(over);
    const name = total
      ? over
      : groupIsService
        ? `${cleanName(group)} (${own})`
        : titled
          ? `${title} (${own})`
          : withPetCell(own, row, nameCol, priced);
    if ((!own && !total) || isNonServiceLine(name) || isNonServiceName(name)) continue;
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
      withoutComparisons(
        priced.filter(({ col }) => !DISCOUNT_COLUMN.test(headers[col] ?? '')),
        headers,
      ),
      headers,
    );
    const bounds = boundsOf(columns, headers);
    const used = bounds
      ? [bounds]
      : columns.length > 1 && headers.length
        ? columns
        : columns.slice(0, 1);
    // One price beside "—" or an empty cell under band columns is still that band's price.
    const otherCells = new Set(row.filter((c, i) => i > nameCol && !c.group)).size;
    const branches =
      used.length > 1
        ? surgeryColumns(
            headers,
            used.map((u) => u.col),
            pageText(),
          )
        : null;
    const rowStart = found.length;
    for (const { p, col, cols } of spansOf(used, row)) {
      // "Gross" is the tax basis, not a big dog ("groß"): such a header names no band.
      const rawHeader = headers[col] ?? '';
      const header = withoutTaxBasis(rawHeader);
      const earlier = consumed.get(row[col]!);
      if (earlier) {
        widenToRow(earlier, own, row);
        continue;
      }
      const perColumn =
        !branches && (used.length > 1 || (otherCells > 1 && bandsIn(header) !== null));
      // One cell across several pet columns is one price for all of them, not one per column.
      if (cols.length > 1) {
        const price: PriceMatch | undefined = p[0] ?? freePrice(p, found, page);
        if (!price) continue;
        const span = spanned(cols, nameCol, row.length, headers);
        const merged = candidate(
          span.label ? `${name} (${span.label})` : name,
          price,
          'table',
          span.context ?? context,
          notes,
          section ?? (groupIsService ? null : group) ?? caption ?? block.headings.at(-1),
        );
        if (span.bands) merged.bands = span.bands;
        finish(merged, row, cols.map((c) => headers[c] ?? '').join(' / '), own);
        if (row[col]!.group) consumed.set(row[col]!, merged);
        found.push(merged);
        continue;
      }
      // A column is a species column when its header names a species and no service.
      const headerSpecies = perColumn && !looksLikeService(header) ? singleSpecies(header) : null;
      const columnContext = headerSpecies ? { species: headerSpecies, label: header } : context;
      // Rows of sizes under columns of services ("Up to 10kg" × "Dog castration") read service first.
      const sizeRows = isQualifier(own) && looksLikeService(header);
      const columnName =
        perColumn && !headerSpecies && header
          ? sizeRows
            ? `${header} (${own})`
            : `${name} (${header})`
          : name;
      const price: PriceMatch | undefined = p[0] ?? freePrice(p, found, page);
      if (!price) continue;
      const vat =
        /\b(?:inc|incl|ex|exc|excl|plus|\+)\.?\s*(?:vat|gst|tax|mwst|tva|iva|btw)\b|\b(?:vat|gst|tax|mwst|tva|iva|btw)\b/i.test(
          rawHeader,
        )
          ? rawHeader
          : '';
      const item = candidate(
        columnName,
        price,
        'table',
        columnContext,
        [...notes, vat],
        section ?? (groupIsService ? null : group) ?? caption ?? block.headings.at(-1),
      );
      // A band column names the price's band even when the name keeps its own species ("Bitch spay").
      // Rows of pets under service columns ("Cat" × "Bitch / queen spay"): the row names the band.
      const rowBands = sizeRows ? bandsIn(own) : null;
      const bands = sizeRows
        ? Array.isArray(rowBands)
          ? rowBands
          : null
        : perColumn
          ? columnBands(header, item.species)
          : petCellBands(own, row, nameCol, priced);
      if (bands) item.bands = bands;
      if (perColumn && !bands && !headerSpecies && !sizeRows && unclearHeader(header))
        item.unclearColumn = header;
      if (branches) item.surgery = branches.get(col) ?? null;
      finish(item, row, perColumn ? header : '', own);
      if (row[col]!.group) consumed.set(row[col]!, item);
      // "£185.00 first pet, £95.00 each additional pet", "Cat £95<br>Dog £194": the row's service.
      found.push(...cellParts(item, row[col]!.text, page));
    }
    if (!branches) collapseUniformRow(found, rowStart, name);
    // Several prices in a row under no column headers: the first is a guess, kept unconfirmed.
    if (!bounds && !headers.length && columns.length > 1)
      for (const c of found.slice(rowStart)) c.weak = true;
  }
  return found;
}
