import type { Request } from 'express';

/**
 * The matched route pattern for metrics (`/api/vets/:id`), so ids never become labels and the
 * label set stays bounded; `unmatched` for an API path no route took, `static` for the rest.
 */
export function routeLabel(req: Request): string {
  const routePath = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof routePath === 'string') return `${req.baseUrl}${routePath}`;
  return req.path.startsWith('/api') ? 'unmatched' : 'static';
}
