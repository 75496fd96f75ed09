import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/i18n\/catalogs\/[a-z-]+\/[a-z]{2}\.json\?catalog$/;

/**
 * A catalogue's ICU messages compiled once, at build time: the browser gets Lingui's compiled form
 * and never downloads the message parser. Even a plain text stays in that form (a list of one):
 * Lingui reads a bare string as a message nobody compiled and warns about it on every use.
 */
export function compileCatalog(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
  );
}

/**
 * A compiled catalogue as a module: one JSON text handed to `JSON.parse`, which a browser reads
 * much faster than the same table written as object and array literals (a tier holds thousands
 * of small arrays, and evaluating them was a long task on a phone).
 */
export function catalogModule(source: Record<string, string>): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalog(source)))});`;
}

/** Imports of `catalogs/<area>/<locale>.json?catalog` answer the compiled catalogue. */
export function catalogs(): Plugin {
  return {
    name: 'petvet-catalogs',
    enforce: 'pre',
    load(id) {
      if (!CATALOG.test(id)) return null;
      const file = id.slice(0, -'?catalog'.length);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return { code: catalogModule(source), map: null };
    },
  };
}
