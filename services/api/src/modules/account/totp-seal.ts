/**
 * What the second factor keeps at rest. The TOTP secret is sealed with AES-256-GCM under a key
 * derived from JWT_SECRET (HKDF), so a copied accounts table cannot make codes; recovery codes are
 * kept only as keyed hashes, so a copied recovery_codes table signs nobody in.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@petvet/shared';

const SEAL_VERSION = 'v1';
const IV_BYTES = 12;

/** One key per use, derived from the one secret the API already holds. */
const keyFor = (secret: string, use: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'petvet-second-factor', use, 32));

export function createTotpSealer(jwtSecret: string) {
  const sealKey = keyFor(jwtSecret, 'totp-secret-seal');
  const recoveryKey = keyFor(jwtSecret, 'recovery-code-hash');

  return {
    /** "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [SEAL_VERSION, ...parts].join('.');
    },

    /** The plain secret, or null when the value was not sealed by this key (tampered, other key). */
    open(sealed: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== SEAL_VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },

    /** The stored form of a recovery code, however it was typed (case, spaces, dashes). */
    hashRecoveryCode(code: string): string {
      return createHmac('sha256', recoveryKey).update(normaliseRecoveryCode(code)).digest('hex');
    },
  };
}

export type TotpSealer = ReturnType<typeof createTotpSealer>;

// No 0/1/l/o: a code copied onto paper is read back without doubt.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export const normaliseRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]/g, '');

/** Ten codes like "k7qm-3xpa-w9re" (60 bits each), shown once and stored hashed. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(randomBytes(12), (b) => RECOVERY_ALPHABET[b % 32]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}
