import { randomBytes, randomUUID } from 'node:crypto';
import {
  AppError,
  knownText,
  JOBS,
  PRACTICE_NOT_FOUND_TEXT,
  PRICE_TRUST_TEXTS,
  type CreatePracticeClaim,
  type PracticeClaim,
} from '@petvet/shared';
import { enqueue } from '@petvet/shared/server';
import {
  PRACTICE_CLAIM_CODE_ATTEMPTS,
  PRACTICE_CLAIM_CODE_VALID_MINUTES,
  PRACTICE_CLAIM_TOKEN_VALID_DAYS,
  hashPracticeClaimSecret,
  matchesPracticeClaimHash,
  publishNotification,
} from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { normalizeWebsite, registrableDomain } from '../directory/website';
import { claimFileUrl, claimTokenOf, claimView, isExpired } from './claim-view';
import { createClaimsRepository, type ClaimRow } from './claims.repository';

export const CLAIM_NOT_FOUND_TEXT = 'Claim not found';
export const CODE_REQUIRED_TEXT = 'code must be the 6 digits from the email';
export const CODE_ATTEMPTS_USED_TEXT =
  'Too many wrong codes. Start a new claim to have a new code sent.';

export const PRACTICE_MAILS_TEXT =
  'Several codes were sent to this practice in the last hour. Please try again later.';
/** Code emails one practice receives in an hour, whoever asks: its inbox is not ours to fill. */
export const PRACTICE_MAILS_PER_HOUR = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a check answers: the claim, 200 when settled, 202 while the crawler reads the site. */
export interface CheckOutcome {
  status: 200 | 202;
  claim: PracticeClaim;
}

/** A signed-in person proving control of a directory practice's website: by email, file or meta. */
export function createClaimsService(deps: AppDeps) {
  const repo = createClaimsRepository(deps.db);
  const secret = deps.config.JWT_SECRET;

  /** The practice a path names, with its website as a full URL ('' without one). */
  async function practiceOf(idParam: string) {
    const id = /^\d{1,15}$/.test(idParam) ? Number(idParam) : NaN;
    const practice = Number.isSafeInteger(id) ? await repo.practice(id) : null;
    if (!practice) throw new AppError('NOT_FOUND', PRACTICE_NOT_FOUND_TEXT);
    return { ...practice, site: normalizeWebsite(practice.website) };
  }
  const claimIdOf = (param: string) => {
    if (!UUID.test(param)) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND_TEXT);
    return param;
  };
  const view = (claim: ClaimRow, site: string) => claimView(claim, site, secret, deps.now());

  return {
    async create(idParam: string, accountId: string, input: CreatePracticeClaim) {
      const practice = await practiceOf(idParam);
      if (practice.clinicId)
        throw new AppError('CONFLICT', PRICE_TRUST_TEXTS.listingManagedByClinic);
      if (!practice.site) throw new AppError('CONFLICT', PRICE_TRUST_TEXTS.noWebsite);
      const now = deps.now();
      const id = randomUUID();
      const base = { id, practiceId: practice.id, accountId, createdAt: now };
      if (input.method !== 'email') {
        const claim = await repo.insert(deps.db, {
          ...base,
          method: input.method,
          tokenHash: hashPracticeClaimSecret(claimTokenOf(secret, id)),
          expiresAt: new Date(now.getTime() + PRACTICE_CLAIM_TOKEN_VALID_DAYS * 86_400_000),
        });
        return view(claim, practice.site);
      }
      // The code is made when the email is sent (the notifier writes its hash then); until then
      // the claim holds the hash of random bytes nobody knows.
      const domain = registrableDomain(practice.website);
      if (!domain) throw new AppError('CONFLICT', PRICE_TRUST_TEXTS.emailDomain);
      const claim = await deps.db.transaction(async (tx) => {
        const hourAgo = new Date(now.getTime() - 3_600_000);
        if ((await repo.emailsSince(tx, practice.id, hourAgo)) >= PRACTICE_MAILS_PER_HOUR)
          throw new AppError('RATE_LIMITED', PRACTICE_MAILS_TEXT);
        const row = await repo.insert(tx, {
          ...base,
          method: 'email',
          email: `${input.localPart}@${domain}`,
          tokenHash: hashPracticeClaimSecret(randomBytes(32).toString('base64url')),
          expiresAt: new Date(now.getTime() + PRACTICE_CLAIM_CODE_VALID_MINUTES * 60_000),
        });
        await publishNotification(tx, { kind: 'practice-claim-code', claimId: id });
        return row;
      });
      return view(claim, practice.site);
    },

    async list(idParam: string, accountId: string): Promise<PracticeClaim[]> {
      const practice = await practiceOf(idParam);
      const claims = await repo.listOwn(practice.id, accountId);
      return claims.map((claim) => view(claim, practice.site));
    },

    async get(idParam: string, accountId: string, claimIdParam: string) {
      const practice = await practiceOf(idParam);
      const claim = await repo.findOwn(practice.id, accountId, claimIdOf(claimIdParam));
      if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND_TEXT);
      return view(claim, practice.site);
    },

    /**
     * Email: the code verifies the claim at once, a wrong one is counted. File and meta: the
     * claim goes 'checking' and the crawler's job is written in the same transaction. What a
     * refused check changed (a counted attempt, an expiry recorded) commits before it answers.
     */
    async check(
      idParam: string,
      accountId: string,
      claimIdParam: string,
      code: string | undefined,
    ): Promise<CheckOutcome> {
      const practice = await practiceOf(idParam);
      const claimId = claimIdOf(claimIdParam);
      const now = deps.now();
      const settled = await deps.db.transaction(async (tx) => {
        const claim = await repo.lockOwn(tx, practice.id, accountId, claimId);
        if (!claim) return { refusal: new AppError('NOT_FOUND', CLAIM_NOT_FOUND_TEXT) };
        if (claim.status === 'verified' || claim.status === 'checking')
          return { claim, status: claim.status === 'verified' ? 200 : 202 } as const;
        if (claim.method === 'email' && claim.status === 'failed')
          return {
            refusal: new AppError('CONFLICT', knownText(claim.failure ?? CODE_ATTEMPTS_USED_TEXT)),
          };
        if (isExpired(claim, now)) {
          const failure = PRICE_TRUST_TEXTS.claimExpired;
          if (claim.failure !== failure)
            await repo.update(tx, claimId, { status: 'failed', failure });
          return { refusal: new AppError('CONFLICT', failure) };
        }
        if (claim.method !== 'email') {
          // The directory dropped the website since the claim started: nothing to read.
          if (!practice.site)
            return { refusal: new AppError('CONFLICT', PRICE_TRUST_TEXTS.noWebsite) };
          const check = claim.attempts + 1;
          const url = claim.method === 'file' ? claimFileUrl(practice.site) : practice.site;
          const checking = await repo.update(tx, claimId, {
            status: 'checking',
            attempts: check,
            failure: null,
          });
          await enqueue(tx, JOBS.checkPracticeClaim, { claimId, check, url });
          return { claim: checking, status: 202 } as const;
        }
        if (!code)
          return {
            refusal: new AppError('VALIDATION_FAILED', CODE_REQUIRED_TEXT, [
              { path: 'code', message: CODE_REQUIRED_TEXT },
            ]),
          };
        if (matchesPracticeClaimHash(code, claim.tokenHash)) {
          const verified = await repo.update(tx, claimId, {
            status: 'verified',
            verifiedAt: now,
            failure: null,
          });
          return { claim: verified, status: 200 } as const;
        }
        const attempts = claim.attempts + 1;
        const used = attempts >= PRACTICE_CLAIM_CODE_ATTEMPTS;
        await repo.update(tx, claimId, {
          attempts,
          ...(used ? { status: 'failed' as const, failure: CODE_ATTEMPTS_USED_TEXT } : {}),
        });
        return {
          refusal: new AppError('VALIDATION_FAILED', PRICE_TRUST_TEXTS.codeWrong, [
            { path: 'code', message: PRICE_TRUST_TEXTS.codeWrong },
          ]),
        };
      });
      if ('refusal' in settled) throw settled.refusal;
      return { status: settled.status, claim: view(settled.claim, practice.site) };
    },
  };
}
