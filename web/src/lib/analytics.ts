import { useEffect, useRef } from 'react';
import { useLocation } from './router';
import { getApiBaseUrl } from './api-base';

/**
 * First-party page-view beacon: one POST per route change, no cookies, no third party.
 * Failures are ignored: analytics must never break a page.
 */
export function sendPageView(path: string, referrer: string | undefined): void {
  try {
    const body = JSON.stringify(referrer ? { path, referrer } : { path });
    void fetch(`${getApiBaseUrl()}/analytics/pageview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // fetch missing or refused synchronously: nothing to report.
  }
}

export function usePageViews(enabled = true): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const referrer = previous.current
      ? `${window.location.origin}${previous.current}`
      : document.referrer || undefined;
    previous.current = pathname;
    sendPageView(pathname, referrer?.slice(0, 2000));
  }, [pathname, enabled]);
}
