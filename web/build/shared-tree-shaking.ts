import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const sharedSrc = fileURLToPath(new URL('../../shared/src/', import.meta.url));
const errorMap = path.join(sharedSrc, 'contracts/error-map.ts');

/**
 * The shared package is contracts, constants and pure rules: a module none of whose exports a
 * page uses can be left out. Without this every page that imports one constant from the package
 * would download all of it, zod included. The zod error map is the one module run for its effect.
 */
export function sharedModuleSideEffects(id: string): boolean | undefined {
  if (!id.startsWith(sharedSrc)) return undefined;
  return id === errorMap;
}

/**
 * The package's entry imports the error map for its effect, but with the entry itself left out
 * that import would go too: every shared module that uses zod imports the map first instead, so
 * any page that validates with a shared schema gets the same human messages as before.
 */
// The page's Content-Security-Policy forbids eval: zod's probe for it (new Function) would be
// reported as a violation on every page that validates. Browsers get the plain parser, set before
// any shared module defines a schema (the error map itself imports modules that define some).
const JITLESS = '\0petvet-zod-jitless';

export function zodErrorMapFirst(): Plugin {
  return {
    name: 'petvet-zod-error-map-first',
    apply: 'build',
    resolveId: (id) => (id === JITLESS ? id : null),
    load: (id) =>
      id === JITLESS ? "import { z } from 'zod';\nz.config({ jitless: true });\n" : null,
    transform(code, id) {
      if (id === errorMap) return { code: `import '${JITLESS}';\n${code}`, map: null };
      if (!id.startsWith(sharedSrc)) return null;
      if (!/from ['"]zod['"]/.test(code)) return null;
      const relative = path.relative(path.dirname(id), errorMap).split(path.sep).join('/');
      const map = relative.startsWith('.') ? relative : `./${relative}`;
      return { code: `import '${JITLESS}';\nimport '${map}';\n${code}`, map: null };
    },
  };
}
