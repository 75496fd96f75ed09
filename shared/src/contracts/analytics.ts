import { z } from 'zod';

export const PAGE_VIEW_PATH_MAX = 500;
export const PAGE_VIEW_REFERRER_MAX = 2000;
export const PAGE_VIEW_PATH_TEXT = 'path must be a site path starting with /';

/** Query strings and fragments can carry personal data (emails, tokens): only the path is kept. */
const withoutQuery = (value: unknown) =>
  typeof value === 'string' ? value.split(/[?#]/)[0] : value;

/** POST /api/analytics/pageview: the SPA's first-party page-view beacon. */
export const pageViewRequestSchema = z.object({
  path: z.preprocess(
    withoutQuery,
    z
      .string()
      .trim()
      .min(1)
      .max(PAGE_VIEW_PATH_MAX)
      .regex(/^\/(?!\/)/, PAGE_VIEW_PATH_TEXT),
  ),
  referrer: z.preprocess(
    (value) => (value === null || value === '' ? undefined : withoutQuery(value)),
    z.string().trim().max(PAGE_VIEW_REFERRER_MAX).optional(),
  ),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

/** GET /api/client-settings: what the SPA must know at start that only the operator decides. */
export const clientSettingsSchema = z.object({
  /** 'localhost' shows Login/Register links only on localhost; 'always' on every host. */
  publicSignupLinks: z.enum(['localhost', 'always']),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;
