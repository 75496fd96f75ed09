import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PlaceIndex } from './place-index';

/**
 * The built index saved beside the data (node_modules/.cache), so only the first start after an
 * install pays for parsing and sorting 800,000 names; later ones read it back in a fraction of it.
 * Keyed by the data file's size and time and by this layout's version; any doubt rebuilds.
 */
const VERSION = 2;
const ARRAYS = [
  'lat',
  'lng',
  'population',
  'country',
  'nameStart',
  'keyStart',
  'entryPlace',
  'entryPrimary',
  'labelStart',
  'labelEnd',
] as const;
const TEXTS = ['namesText', 'keysText', 'labelsText'] as const;
type ArrayName = (typeof ARRAYS)[number];

export function cacheFileFor(dataFile: string): string | null {
  try {
    const { size, mtimeMs } = statSync(dataFile);
    const modules = dataFile.split(`${path.sep}node_modules${path.sep}`)[0];
    if (!modules || modules === dataFile) return null;
    const dir = path.join(modules, 'node_modules', '.cache', 'petvet-gazetteer');
    return path.join(dir, `places-v${VERSION}-${size}-${Math.round(mtimeMs)}.bin`);
  } catch {
    return null;
  }
}

export function readIndexCache(file: string): PlaceIndex | null {
  let buffer: Buffer;
  try {
    buffer = readFileSync(file);
  } catch {
    return null;
  }
  try {
    const headerLength = buffer.readUInt32LE(0);
    const header = JSON.parse(buffer.toString('utf8', 4, 4 + headerLength)) as {
      places: number;
      entries: number;
      parts: Array<[string, number]>;
    };
    let at = 4 + headerLength;
    const out: Record<string, unknown> = { places: header.places, entries: header.entries };
    for (const [name, bytes] of header.parts) {
      const slice = buffer.subarray(at, at + bytes);
      at += bytes;
      if ((TEXTS as readonly string[]).includes(name)) out[name] = slice.toString('utf16le');
      else out[name] = typed(name as ArrayName, slice);
    }
    return at === buffer.length ? (out as unknown as PlaceIndex) : null;
  } catch {
    return null;
  }
}

function typed(name: ArrayName, bytes: Buffer) {
  const copy = new Uint8Array(bytes).buffer;
  if (name === 'lat' || name === 'lng') return new Float32Array(copy);
  if (name === 'country') return new Uint16Array(copy);
  if (name === 'entryPrimary') return new Uint8Array(copy);
  return new Uint32Array(copy);
}

export function writeIndexCache(file: string, index: PlaceIndex): void {
  try {
    const parts: Array<[string, Buffer]> = [
      ...ARRAYS.map((name): [string, Buffer] => {
        const view = index[name];
        return [name, Buffer.from(view.buffer, view.byteOffset, view.byteLength)];
      }),
      ...TEXTS.map((name): [string, Buffer] => [name, Buffer.from(index[name], 'utf16le')]),
    ];
    const header = Buffer.from(
      JSON.stringify({
        places: index.places,
        entries: index.entries,
        parts: parts.map(([name, bytes]) => [name, bytes.length]),
      }),
    );
    const length = Buffer.alloc(4);
    length.writeUInt32LE(header.length);
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside then renamed: a process reading at the same time sees all of it or none.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, Buffer.concat([length, header, ...parts.map(([, bytes]) => bytes)]));
    renameSync(temporary, file);
  } catch {
    // A read-only install still works: it builds the index each start.
  }
}
