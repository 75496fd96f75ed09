/**
 * The challenge a sign-in answers when the account has a second factor: proof that the password
 * was right a moment ago, and nothing more. It is signed with its own key (derived from
 * JWT_SECRET), carries purpose 'totp' and no session, so it can never pass as a sign-in token.
 */
import { hkdfSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

export const CHALLENGE_VALID_SECONDS = 5 * 60;
const ISSUER = 'petvet-api';
const PURPOSE = 'totp';

const claimsSchema = z.object({ sub: z.string().uuid(), purpose: z.literal(PURPOSE) });

const keyOf = (jwtSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'petvet-second-factor', 'totp-challenge', 32));

const secondsOf = (at: Date): number => Math.floor(at.getTime() / 1000);

export function createTotpChallenges(jwtSecret: string, now: () => Date) {
  const key = keyOf(jwtSecret);
  return {
    issue(accountId: string): string {
      const iat = secondsOf(now());
      return jwt.sign({ sub: accountId, purpose: PURPOSE, iat }, key, {
        algorithm: 'HS256',
        expiresIn: CHALLENGE_VALID_SECONDS,
        issuer: ISSUER,
      });
    },

    /** The account a live challenge of ours names, or null (expired, forged, another purpose). */
    accountOf(challenge: string): string | null {
      try {
        const payload = jwt.verify(challenge, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          clockTimestamp: secondsOf(now()),
        });
        if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
        const parsed = claimsSchema.safeParse(payload);
        return parsed.success ? parsed.data.sub : null;
      } catch {
        return null;
      }
    },
  };
}

export type TotpChallenges = ReturnType<typeof createTotpChallenges>;
