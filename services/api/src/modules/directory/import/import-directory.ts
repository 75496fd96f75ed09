import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@petvet/shared/server';
import { parseCsv } from './csv-parser';
import { isGeoJson, parseGeoJson } from './geojson-parser';
import { createImportRepository } from './import.repository';
import { isOverpassJson, parseOverpass } from './overpass-parser';
import { checkPractice, type PracticeInput, type RawPractice } from './practice-input';

export type ImportFormat = 'overpass' | 'geojson' | 'csv';

export interface RejectedRow {
  row: number;
  sourceId: string;
  reason: string;
}

export interface ImportReport {
  format: ImportFormat;
  source: string;
  read: number;
  inserted: number;
  updated: number;
  rejected: RejectedRow[];
}

export interface ImportOptions {
  /** Source name stored with each practice; default 'osm' for OpenStreetMap files, 'csv' for CSV. */
  source?: string;
  /** ISO country for rows that name none. */
  defaultCountry?: string;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

const SOURCE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** Reads the file, tells its format from its content (CSV by extension), parses every row. */
export function parseDirectoryText(
  text: string,
  fileName: string,
): { format: ImportFormat; rows: RawPractice[] } {
  if (path.extname(fileName).toLowerCase() === '.csv') {
    return { format: 'csv', rows: [...parseCsv(text)] };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${fileName}: not JSON, and not named .csv`);
  }
  if (isOverpassJson(data)) return { format: 'overpass', rows: [...parseOverpass(data)] };
  if (isGeoJson(data)) return { format: 'geojson', rows: [...parseGeoJson(data)] };
  throw new Error(`${fileName}: neither Overpass JSON (elements) nor a GeoJSON FeatureCollection`);
}

export async function importDirectoryFile(
  db: Database,
  filePath: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const text = await readFile(filePath, 'utf8');
  return importDirectoryText(db, text, path.basename(filePath), options);
}

export async function importDirectoryText(
  db: Database,
  text: string,
  fileName: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { format, rows } = parseDirectoryText(text, fileName);
  const source = options.source ?? (format === 'csv' ? 'csv' : 'osm');
  if (!SOURCE_PATTERN.test(source)) {
    throw new Error('source must be 1-40 lower-case letters, digits, "-" or "_"');
  }
  const context = {
    source,
    coordinatesRequired: format !== 'csv',
    ...(options.defaultCountry ? { defaultCountry: options.defaultCountry } : {}),
  };
  const report: ImportReport = {
    format,
    source,
    read: rows.length,
    inserted: 0,
    updated: 0,
    rejected: [],
  };
  const firstRowOf = new Map<string, number>();
  const accepted: PracticeInput[] = [];
  for (const raw of rows) {
    const checked = checkPractice(raw, context);
    const sourceId = String(raw.sourceId ?? '').trim();
    if (!checked.ok) {
      report.rejected.push({ row: raw.row, sourceId, reason: checked.reason });
      continue;
    }
    const first = firstRowOf.get(checked.practice.sourceId);
    if (first !== undefined) {
      report.rejected.push({
        row: raw.row,
        sourceId,
        reason: `duplicate source id (first on row ${first})`,
      });
      continue;
    }
    firstRowOf.set(checked.practice.sourceId, raw.row);
    accepted.push(checked.practice);
  }

  const imports = createImportRepository(db);
  const batchSize = options.batchSize ?? 1000;
  const rejectedCount = report.rejected.length;
  options.onProgress?.(rejectedCount, rows.length);
  for (let start = 0; start < accepted.length; start += batchSize) {
    const batch = accepted.slice(start, start + batchSize);
    const stored = await imports.upsertPracticeBatch(batch.map((practice) => ({ practice })));
    for (const row of stored) {
      if (row.inserted) report.inserted += 1;
      else report.updated += 1;
    }
    options.onProgress?.(rejectedCount + start + batch.length, rows.length);
  }
  return report;
}
