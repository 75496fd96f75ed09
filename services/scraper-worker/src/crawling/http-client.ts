import { Agent, request } from 'undici';
import { CrawlError, RefusedAddressError, refusedAddressIn } from './errors';
import { sameSite } from './links';
import { assertUrlAllowed, guardedLookup, type GuardOptions } from './ssrf';

export const USER_AGENT = 'PetVetBot/1.0 (+https://petvet.example/bot)';
const MAX_REDIRECTS = 5;

export interface HttpOptions extends GuardOptions {
  timeoutMs: number;
  maxBytes: number;
}

export interface Fetched {
  /** The address after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
  bytes: number;
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean;
}

export type FetchOutcome =
  { kind: 'ok'; page: Fetched } | { kind: 'skipped'; url: string; reason: string };

/** One request's answer: a final outcome, or a redirect to a checked public address. */
export type HopOutcome = FetchOutcome | { kind: 'redirect'; url: string; to: URL };

/**
 * Runs one hop of a redirect chain: the crawler's politeness and robots.txt rules wrap each
 * request here (it may answer an outcome of its own instead of calling `fetchHop`).
 */
export type HopGate = (url: URL, fetchHop: () => Promise<HopOutcome>) => Promise<HopOutcome>;

const direct: HopGate = (_url, fetchHop) => fetchHop();

/**
 * Plain HTTP for the crawler: our user agent, every hop checked by the SSRF guard (redirects are
 * followed by hand, same site only, each hop through the caller's gate), the connection pinned to
 * the checked address, bodies streamed and cut at maxBytes, and only the content types asked for.
 */
export function createHttpClient(options: HttpOptions) {
  const agent = new Agent({
    connect: { lookup: guardedLookup(options), timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connections: 4,
  });

  async function fetchResource(
    startUrl: string,
    accept: (contentType: string) => boolean,
    signal?: AbortSignal,
    gate: HopGate = direct,
  ): Promise<FetchOutcome> {
    const start = new URL(startUrl);
    let url = start;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      assertUrlAllowed(url, options);
      const current = url;
      const outcome = await gate(current, () => fetchHop(current, accept, signal));
      if (outcome.kind !== 'redirect') return outcome;
      if (!sameSite(outcome.to, start)) {
        return {
          kind: 'skipped',
          url: outcome.to.href,
          reason: `redirect to another site (${outcome.to.host})`,
        };
      }
      url = outcome.to;
    }
    return { kind: 'skipped', url: url.href, reason: 'too many redirects' };
  }

  async function fetchHop(
    url: URL,
    accept: (contentType: string) => boolean,
    signal?: AbortSignal,
  ): Promise<HopOutcome> {
    const response = await send(url, signal);
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
      response.body.destroy();
      response.done();
      const next = new URL(location, url);
      assertUrlAllowed(next, options);
      return { kind: 'redirect', url: url.href, to: next };
    }
    const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
    if (response.statusCode >= 400 || !accept(contentType)) {
      response.body.destroy();
      response.done();
      const reason =
        response.statusCode >= 400
          ? `HTTP ${response.statusCode}`
          : `content type ${contentType || 'unknown'}`;
      if (response.statusCode >= 500)
        throw new CrawlError(`${url.href} answered HTTP ${response.statusCode}`, false);
      return { kind: 'skipped', url: url.href, reason };
    }
    const { buffer, truncated } = await readLimited(response.body, options.maxBytes).finally(
      response.done,
    );
    return {
      kind: 'ok',
      page: {
        url: url.href,
        status: response.statusCode,
        contentType,
        body: decode(buffer, contentType),
        bytes: buffer.length,
        truncated,
      },
    };
  }

  // One controller per request, cleared once the body is read: a deadline firing later must not
  // reach a finished request.
  async function send(url: URL, signal?: AbortSignal) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    try {
      const response = await request(url, {
        method: 'GET',
        dispatcher: agent,
        signal: controller.signal,
        headers: {
          'user-agent': USER_AGENT,
          accept:
            'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5',
          'accept-language': 'en,*;q=0.5',
        },
      });
      response.body.on('error', () => undefined);
      return Object.assign(response, { done });
    } catch (error) {
      done();
      const refused = refusedAddressIn(error);
      if (refused) throw refused;
      if (timedOut) {
        throw new CrawlError(
          `${url.href} did not answer within ${Math.round(options.timeoutMs / 1000)} s`,
          false,
        );
      }
      if (signal?.aborted)
        throw new CrawlError(`the crawl's time limit ended before ${url.href} was read`, false);
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      throw new CrawlError(`${url.href} could not be fetched: ${reason}`, false);
    }
  }

  return {
    fetchResource,
    close: () => agent.close(),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** Reads at most maxBytes, then drops the connection: a 50 MB page costs 2 MB of memory. */
async function readLimited(body: AsyncIterable<Buffer> & { destroy(): unknown }, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of body) {
    const room = maxBytes - size;
    if (chunk.length >= room) {
      chunks.push(chunk.subarray(0, room));
      size += room;
      truncated = true;
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  if (truncated || size >= maxBytes) body.destroy();
  return { buffer: Buffer.concat(chunks, size), truncated };
}

function decode(buffer: Buffer, contentType: string): string {
  const declared =
    contentType.match(/charset=["']?([\w-]+)/)?.[1] ??
    buffer
      .subarray(0, 2048)
      .toString('latin1')
      .match(/<meta[^>]+charset=["']?([\w-]+)/i)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared).decode(buffer);
  } catch {
    return new TextDecoder('utf-8').decode(buffer);
  }
}

export { RefusedAddressError };
