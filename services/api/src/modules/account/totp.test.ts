import { describe, expect, it } from 'vitest';
import {
  fromBase32,
  hotp,
  matchingStep,
  newTotpSecret,
  otpauthUrl,
  stepAt,
  toBase32,
  totpAt,
} from './totp';

const ascii = (text: string) => Buffer.from(text, 'ascii');
// The seeds of RFC 6238 Appendix B, one per hash.
const SEED_SHA1 = ascii('12345678901234567890');
const SEED_SHA256 = ascii('12345678901234567890123456789012');
const SEED_SHA512 = ascii('1234567890123456789012345678901234567890123456789012345678901234');

// RFC 6238 Appendix B: time (s), then the 8-digit TOTP for SHA-1, SHA-256, SHA-512.
const RFC6238_VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

// RFC 4226 Appendix D: HOTP values for counters 0..9 of the same SHA-1 seed.
const RFC4226_VECTORS = [
  '755224',
  '287082',
  '359152',
  '969429',
  '338314',
  '254676',
  '287922',
  '162583',
  '399871',
  '520489',
];

describe('TOTP (RFC 6238)', () => {
  it('when the RFC 6238 test times are given, then each hash gives the RFC 8-digit codes', () => {
    for (const [seconds, sha1, sha256, sha512] of RFC6238_VECTORS) {
      const step = stepAt(new Date(seconds * 1000));
      expect(hotp(SEED_SHA1, step, 8, 'sha1')).toBe(sha1);
      expect(hotp(SEED_SHA256, step, 8, 'sha256')).toBe(sha256);
      expect(hotp(SEED_SHA512, step, 8, 'sha512')).toBe(sha512);
    }
  });

  it('when the RFC 4226 counters are given, then the six-digit HOTP values match', () => {
    RFC4226_VECTORS.forEach((code, counter) => expect(hotp(SEED_SHA1, counter)).toBe(code));
  });

  it('when the secret is written in base32, then the app code is the last six digits of the RFC value', () => {
    const secret = toBase32(SEED_SHA1);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(fromBase32(secret)).toEqual(SEED_SHA1);
    expect(totpAt(secret, new Date(1111111109 * 1000))).toBe('081804');
    expect(totpAt(secret, new Date(59 * 1000))).toBe('287082');
  });

  it('when a code is one step early or late, then it matches its step, and two steps away it does not', () => {
    const secret = toBase32(SEED_SHA1);
    const at = new Date(1234567890 * 1000);
    const now = stepAt(at);
    const code = (offset: number) => hotp(SEED_SHA1, now + offset);
    expect(matchingStep(secret, code(0), at)).toBe(now);
    expect(matchingStep(secret, code(-1), at)).toBe(now - 1);
    expect(matchingStep(secret, code(1), at)).toBe(now + 1);
    expect(matchingStep(secret, code(-2), at)).toBeNull();
    expect(matchingStep(secret, code(2), at)).toBeNull();
    expect(matchingStep(secret, '12345', at)).toBeNull();
    expect(matchingStep(secret, `${code(0).slice(0, 3)} ${code(0).slice(3)}`, at)).toBe(now);
  });

  it('when a secret is made, then it is 32 base32 characters and its address names the issuer', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(newTotpSecret());
    const address = otpauthUrl('PetVet', 'vet@petvet.test', secret);
    expect(address.startsWith('otpauth://totp/PetVet:vet%40petvet.test?')).toBe(true);
    const url = new URL(address);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('PetVet');
  });
});
