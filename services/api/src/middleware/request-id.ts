import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Addresses that are secrets themselves: calendar feeds and visit files (anything under
// /calendar/ but the signed-in account's own "feed" address), and the segment after a reset,
// verification, claim or invitation path; and query values under names that carry such tokens.
const SECRET_SEGMENT =
  /(\/calendar\/(?:visits\/)?)(?!(?:feed|visits)(?:[/?#]|$))[^/?#]+|(\/(?:reset(?:-password)?|verify(?:-email)?|verification|claim(?:-account)?|invitations?|invite)\/)[^/?#]+/gi;
const SECRET_PARAM =
  /([?&](?:token|access_token|key|code|secret|signature|sig|claim|reset|invite|invitation)=)[^&#]*/gi;
// One cheap look first: most request lines hold none of these words.
const SUSPECT = /calendar|reset|verif|claim|invit|token|key=|code=|secret|sig/i;

/** The URL as it may be logged: secret path segments and query values read `[redacted]`. */
export function redactedUrl(url: string): string {
  if (!SUSPECT.test(url)) return url;
  return url
    .replace(SECRET_SEGMENT, (_match, calendar?: string, other?: string) =>
      calendar ? `${calendar}[redacted]` : `${other ?? ''}[redacted]`,
    )
    .replace(SECRET_PARAM, '$1[redacted]');
}

/** A client's own request id when it is a sane token, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}
