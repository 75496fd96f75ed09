import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { USER_TYPES } from '@petvet/shared';

export const tokenClaimsSchema = z.object({
  sub: z.string().uuid(),
  userType: z.enum(USER_TYPES),
  /** The session the token belongs to; tokens made before sessions were rows have none. */
  sid: z.string().uuid().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

const ISSUER = 'petvet-api';

export function signToken(claims: TokenClaims, secret: string, expiresInSeconds: number): string {
  return jwt.sign(claims, secret, {
    algorithm: 'HS256',
    expiresIn: expiresInSeconds,
    issuer: ISSUER,
  });
}

/**
 * The secret as a key object, made once: given a string, jsonwebtoken first tries to read it as
 * a PEM public key on every verify, and that failing parse cost more than the signature check.
 */
export const verificationKey = (secret: string): KeyObject => createSecretKey(Buffer.from(secret));

/** The claims of a valid, unexpired token of ours, or null. */
export function verifyToken(token: string, key: KeyObject): TokenClaims | null {
  try {
    const payload = jwt.verify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
    // jsonwebtoken only checks exp when it is present; a token without one would never end.
    if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
    const parsed = tokenClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
