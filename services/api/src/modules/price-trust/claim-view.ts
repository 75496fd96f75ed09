import { createHmac } from 'node:crypto';
import {
  PRACTICE_CLAIM_FILE_PATH,
  PRACTICE_CLAIM_META_NAME,
  PRICE_TRUST_TEXTS,
  type PracticeClaim,
} from '@petvet/shared';
import { matchesPracticeClaimHash } from '@petvet/shared/backend';
import type { ClaimRow } from './claims.repository';

/**
 * A file or meta claim's token: an HMAC of the claim's id under the API's secret (JWT_SECRET).
 * Only its hash is stored; the claimant is shown it again by deriving it anew, so no table holds
 * it. Under another secret (rotated) the derived token no longer matches and is not shown.
 */
export const claimTokenOf = (secret: string, claimId: string): string =>
  createHmac('sha256', secret).update(`practice-claim-token:${claimId}`).digest('base64url');

/** Where a 'file' claim's token goes: the site's root, whatever page the directory links to. */
export const claimFileUrl = (site: string): string => new URL(PRACTICE_CLAIM_FILE_PATH, site).href;

export const claimMetaTag = (token: string): string =>
  `<meta name="${PRACTICE_CLAIM_META_NAME}" content="${token}">`;

/** A claim not verified whose time is up: nothing can verify it any more. */
export const isExpired = (claim: ClaimRow, now: Date): boolean =>
  claim.status !== 'verified' && claim.status !== 'checking' && claim.expiresAt <= now;

/**
 * What its claimant sees of a claim. `site` is the practice's website as a full URL. An expired
 * claim reads as failed with the words that say so, whether or not a check has recorded it yet.
 */
export function claimView(claim: ClaimRow, site: string, secret: string, now: Date): PracticeClaim {
  const derived = claim.method === 'email' ? null : claimTokenOf(secret, claim.id);
  const token = derived && matchesPracticeClaimHash(derived, claim.tokenHash) ? derived : null;
  const expired = isExpired(claim, now);
  return {
    id: claim.id,
    practiceId: claim.practiceId,
    method: claim.method,
    status: expired ? 'failed' : claim.status,
    email: claim.method === 'email' ? claim.email : null,
    token,
    fileUrl: claim.method === 'file' && site ? claimFileUrl(site) : null,
    metaTag: claim.method === 'meta' && token ? claimMetaTag(token) : null,
    failure: expired ? PRICE_TRUST_TEXTS.claimExpired : claim.failure,
    expiresAt: claim.expiresAt.toISOString(),
    verifiedAt: claim.verifiedAt?.toISOString() ?? null,
  };
}
