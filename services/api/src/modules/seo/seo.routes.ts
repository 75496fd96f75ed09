import { Router, type Request } from 'express';
import { AppError, paths } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { siteAddress } from '../../lib/site-address';
import { createSeoRepository } from './seo.repository';
import { robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap';

// Crawlers come back daily at most; an hour spares the database a million-row listing per visit.
const SITEMAP_CACHE = 'public, max-age=3600';

/** robots.txt and the sitemap index, with the clinic and directory practice pages in pages. */
export function seoRoutes(deps: AppDeps): Router {
  const router = Router();
  const repository = createSeoRepository(deps.db);
  const pageSize = deps.config.SITEMAP_PAGE_SIZE;
  // PUBLIC_URL, else the address this server listens on: never the Host header a client sent.
  const origin = (req: Request) => siteAddress(deps.config, req);
  const pages = (total: number) => Math.max(1, Math.ceil(total / pageSize));

  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('cache-control', 'public, max-age=86400');
    res.send(robotsTxt(origin(req)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const [clinics, practices] = await Promise.all([
      repository.countClinics(),
      repository.countPractices(),
    ]);
    const base = origin(req);
    const files = [
      ...Array.from({ length: pages(clinics) }, (_, i) => `${base}/sitemaps/clinics-${i + 1}.xml`),
      ...Array.from(
        { length: pages(practices) },
        (_, i) => `${base}/sitemaps/practices-${i + 1}.xml`,
      ),
    ];
    res.type('application/xml').setHeader('cache-control', SITEMAP_CACHE);
    res.send(sitemapIndexXml(files));
  });

  router.get(/^\/sitemaps\/(clinics|practices)-([1-9]\d{0,6})\.xml$/, async (req, res) => {
    const [, kind, pageText] = /^\/sitemaps\/(clinics|practices)-(\d+)\.xml$/.exec(req.path)!;
    const page = Number(pageText);
    const offset = (page - 1) * pageSize;
    const base = origin(req);
    const urls =
      kind === 'clinics'
        ? (await repository.clinicIds(offset, pageSize)).map((id) => `${base}${paths.clinic(id)}`)
        : (await repository.practiceIds(offset, pageSize)).map(
            (id) => `${base}${paths.practice(id)}`,
          );
    // Page 1 exists even when empty, as the index always names it.
    if (urls.length === 0 && page > 1) throw new AppError('NOT_FOUND', 'No such sitemap page');
    res.type('application/xml').setHeader('cache-control', SITEMAP_CACHE);
    res.send(urlSetXml(urls));
  });

  return router;
}
