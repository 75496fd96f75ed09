/**
 * Why a crawl could not be done. `permanent` errors can never succeed by retrying (no website,
 * robots.txt forbids us, a refused address); the others (timeouts, 5xx, DNS) may pass next time.
 */
export class CrawlError extends Error {
  override name = 'CrawlError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export class RefusedAddressError extends CrawlError {
  override name = 'RefusedAddressError';
  constructor(message: string) {
    super(message, true);
  }
}

/** The first RefusedAddressError in an error's cause chain (undici wraps connect errors). */
export function refusedAddressIn(error: unknown): RefusedAddressError | null {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    if (e instanceof RefusedAddressError) return e;
    if (e instanceof Error && 'code' in e && e.code === 'REFUSED_ADDRESS') {
      return new RefusedAddressError(e.message);
    }
    e = e instanceof Error ? e.cause : undefined;
  }
  return null;
}
