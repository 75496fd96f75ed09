import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The secrets of a practice claim (the emailed code, the file or meta token): only their SHA-256
 * is stored, so a leaked table proves control of no website.
 */
export const hashPracticeClaimSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** Whether `secret` is the one whose hash is stored, compared in constant time. */
export function matchesPracticeClaimHash(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashPracticeClaimSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Six digits, leading zeros kept. */
export const practiceClaimCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** An emailed code works for this long from its sending. */
export const PRACTICE_CLAIM_CODE_VALID_MINUTES = 60;
/** A file or meta tag claim may be placed and checked for this long from its start. */
export const PRACTICE_CLAIM_TOKEN_VALID_DAYS = 7;
/** Wrong codes a claim takes before it fails: a new claim (a new code) is needed then. */
export const PRACTICE_CLAIM_CODE_ATTEMPTS = 5;
