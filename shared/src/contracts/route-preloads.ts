import { z } from 'zod';

/**
 * One line of `route-preloads.json`, which the web build writes and the API server reads to add
 * to index.html what a landing page needs at once.
 */
export const routePreloadEntrySchema = z.object({
  /** Regular expression over the page's path; `$1`... in `data` take its groups. */
  path: z.string(),
  js: z.array(z.string()),
  css: z.array(z.string()),
  /** The API reads the page makes first, fetched while its code still loads. */
  data: z.array(z.string()).optional(),
  /** The page's content as HTML, rendered at build time, for the server to put in `<main>`. */
  html: z.string().optional(),
  /** The same content in each other language (de, fr, es), for a visitor reading that one. */
  localized: z.record(z.string(), z.string()).optional(),
  /** The server renders the page's content with each request's data. */
  render: z.boolean().optional(),
});

export type RoutePreloadEntry = z.infer<typeof routePreloadEntrySchema>;
