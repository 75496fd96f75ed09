import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

// The web's endpoint declarations are read from the source, so a second declaration of an
// endpoint anywhere under src (lib/api or a feature) is found before it can drift from the first.
const SRC = join(import.meta.dirname, '..', '..');

interface Declaration {
  key: string;
  where: string;
}

/** Every `build.query` / `build.mutation` block of a file as "METHOD /path/:param". */
function endpointDeclarations(source: string, file: string): Declaration[] {
  // Split before each "<name>: build.query|mutation"; a block ends where the next endpoint begins.
  const blocks = source.split(/(?=\b\w+:\s*build\.(?:query|mutation)\b)/).slice(1);
  return blocks.flatMap((block) => {
    const name = /^\w+/.exec(block)?.[0] ?? '';
    const method = /method:\s*'([A-Z]+)'/.exec(block)?.[1] ?? 'GET';
    const urls = [...block.matchAll(/[`'](\/[^`'\s]*)[`']/g)].map((m) =>
      m[1]!.replace(/\$\{[^}]*\}/g, ':param'),
    );
    const keys = [...new Set(urls)].map((url) => `${method} ${url}`);
    return keys.map((key) => ({ key, where: `${file} (${name})` }));
  });
}

/** The keys declared more than once, with where each declaration is. */
function duplicated(declarations: Declaration[]): Record<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const d of declarations) byKey.set(d.key, [...(byKey.get(d.key) ?? []), d.where]);
  return Object.fromEntries([...byKey].filter(([, where]) => where.length > 1));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('web API endpoints', () => {
  const declarations = sourceFiles(SRC).flatMap((path) => {
    const source = readFileSync(path, 'utf8');
    return source.includes('injectEndpoints')
      ? endpointDeclarations(source, relative(SRC, path))
      : [];
  });

  test('when the web source is read, then each method and URL is declared by one endpoint only', () => {
    expect(declarations.length).toBeGreaterThan(80);
    expect(duplicated(declarations)).toEqual({});
  });

  test('when two endpoints declare the same method and URL pattern, then the check names both', () => {
    const twice = `
      a: build.query<X, string>({ query: (id) => \`/vets/\${encodeURIComponent(id)}/price-list\` }),
      b: build.query<X, string>({ query: (vetId) => \`/vets/\${vetId}/price-list\` }),
      c: build.mutation<X, Y>({ query: (body) => ({ url: '/users/pets', method: 'POST', body }) }),
      d: build.query<X, void>({ query: () => '/users/pets' }),`;
    expect(duplicated(endpointDeclarations(twice, 'f.ts'))).toEqual({
      'GET /vets/:param/price-list': ['f.ts (a)', 'f.ts (b)'],
    });
  });
});
