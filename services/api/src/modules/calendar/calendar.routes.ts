import { Router, type Request } from 'express';
import { AppError } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion } from '../../lib/if-match';
import { siteAddress } from '../../lib/site-address';
import { authOf, requireAuth } from '../../middleware/auth';
import { CALENDAR_NOT_FOUND_TEXT, createCalendarFeedService } from './calendar-feeds.service';
import { createVisitCalendarService } from './visit-calendar.service';

/**
 * /api/calendar/feed: the signed-in account's secret calendar address (read, replace, revoke);
 * /api/calendar/{token}.ics: the feed itself, for calendar apps, which sign in with nothing else;
 * /api/calendar/visits/{token}.ics: one visit, the "Add to calendar" link of its emails.
 */
export function calendarRoutes(deps: AppDeps): Router {
  const authenticate = requireAuth(deps);
  const feeds = createCalendarFeedService(deps);
  const visits = createVisitCalendarService(deps);
  const router = Router();
  // PUBLIC_URL, else the address this server listens on: never the Host header a client sent.
  const siteOf = (req: Request) => siteAddress(deps.config, req);

  router.get('/calendar/feed', authenticate, async (req, res) => {
    const feed = await feeds.current(authOf(req).userId, siteOf(req));
    if (feed.version) sendVersion(res, feed.version);
    res.json(feed);
  });
  router.post('/calendar/feed', authenticate, async (req, res) => {
    const feed = await feeds.replace(authOf(req).userId, siteOf(req));
    if (feed.version) sendVersion(res, feed.version);
    res.json(feed);
  });
  router.delete('/calendar/feed', authenticate, async (req, res) => {
    await feeds.revoke(authOf(req).userId, ifMatchOf(req));
    res.status(204).end();
  });
  router.get('/calendar/visits/:file', async (req, res) => {
    const match = /^(.+)\.ics$/.exec(req.params.file ?? '');
    if (!match?.[1]) throw new AppError('NOT_FOUND', CALENDAR_NOT_FOUND_TEXT);
    const body = await visits.file(match[1], siteOf(req));
    res.setHeader('content-type', 'text/calendar; charset=utf-8');
    res.setHeader('content-disposition', 'attachment; filename="appointment.ics"');
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('x-robots-tag', 'noindex');
    res.send(body);
  });
  router.get('/calendar/:file', async (req, res) => {
    const match = /^(.+)\.ics$/.exec(req.params.file ?? '');
    if (!match?.[1]) throw new AppError('NOT_FOUND', CALENDAR_NOT_FOUND_TEXT);
    const body = await feeds.feed(match[1], siteOf(req));
    res.setHeader('content-type', 'text/calendar; charset=utf-8');
    res.setHeader('content-disposition', 'inline; filename="petvet.ics"');
    // The address is a secret: held out of shared caches and search engines.
    res.setHeader('cache-control', 'private, max-age=300');
    res.setHeader('x-robots-tag', 'noindex');
    res.send(body);
  });
  return router;
}
