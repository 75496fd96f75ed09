import type { RawPractice } from './practice-input';

export const CSV_COLUMNS = [
  'source_id',
  'name',
  'address',
  'city',
  'postcode',
  'country',
  'phone',
  'website',
  'lat',
  'lng',
  'verified',
] as const;
const REQUIRED = ['source_id', 'name'] as const;

/** RFC 4180 records with their starting line: quoted fields may hold commas, quotes and newlines. */
export function* csvRecords(text: string): Generator<{ line: number; fields: string[] }> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      fields.push(field);
      if (fields.some((value) => value.trim() !== '')) yield { line: recordLine, fields };
      fields = [];
      field = '';
      line += 1;
      recordLine = line;
    } else field += char;
  }
  fields.push(field);
  if (fields.some((value) => value.trim() !== '')) yield { line: recordLine, fields };
}

const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n', '']);

/** The documented CSV (FORMAT.md): a header row naming the columns, in any order. */
export function* parseCsv(text: string): Generator<RawPractice> {
  const records = csvRecords(text);
  const header = records.next();
  if (header.done) return;
  const names = header.value.fields.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length) throw new Error(`CSV header must name the column(s): ${missing.join(', ')}`);
  const at = (fields: string[], column: (typeof CSV_COLUMNS)[number]) => {
    const index = names.indexOf(column);
    return index >= 0 ? (fields[index] ?? '') : '';
  };
  for (const { line, fields } of records) {
    const verifiedText = at(fields, 'verified').trim().toLowerCase();
    const verifiedKnown = TRUE.has(verifiedText) || FALSE.has(verifiedText);
    yield {
      row: line,
      sourceId: at(fields, 'source_id'),
      name: at(fields, 'name'),
      address: at(fields, 'address'),
      city: at(fields, 'city'),
      postcode: at(fields, 'postcode'),
      country: at(fields, 'country'),
      phone: at(fields, 'phone'),
      website: at(fields, 'website'),
      lat: at(fields, 'lat'),
      lng: at(fields, 'lng'),
      verified: TRUE.has(verifiedText),
      ...(verifiedKnown ? {} : { rejectReason: `bad verified value "${verifiedText}"` }),
    };
  }
}
