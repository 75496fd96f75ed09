import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { routePreloadEntrySchema } from '@petvet/shared';
import { z } from 'zod';

// The global set-up built the web app the README's way: these are the files a browser is sent.
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
const entries = z
  .array(routePreloadEntrySchema)
  .parse(JSON.parse(readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')));
const rendered = entries.filter((entry) => entry.render);

/** zod names its own schema classes in its code: a file that has them runs zod when loaded. */
const runsZod = (href: string) =>
  /[`'"]ZodObject[`'"]/.test(readFileSync(path.join(dist, href), 'utf8'));

describe('the scripts of the pages the server renders', () => {
  test('when the build lists the server-rendered pages, then it lists the five landing pages', () => {
    expect(rendered).toHaveLength(5);
  });

  // Evaluating zod and the shared schemas takes 35-80 ms of a desktop's main thread at a page's
  // start; these pages validate nothing until a visitor types (a place, a search).
  test.each(rendered.map((entry) => [entry.path, entry] as const))(
    'when %s loads, then none of its scripts runs zod',
    (_path, entry) => {
      expect(entry.js.filter(runsZod)).toEqual([]);
    },
  );
});
