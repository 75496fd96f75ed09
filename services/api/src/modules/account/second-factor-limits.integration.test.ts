import { describe, expect, it } from 'vitest';
import { TOTP_LOCKED_TEXT } from '@petvet/shared';
import { createTestApp, registerAccount } from '../../test-support/test-app';
import {
  codeStep,
  handClock,
  passwordStep,
  turnOnSecondFactor,
} from './test-support/second-factor-scene';

describe('the code step per address', () => {
  it('when one address sends more wrong codes than the address limit across accounts, then 429', async () => {
    const local = handClock('2030-01-15T10:00:00Z');
    const t = await createTestApp({ now: local.now });
    // Another API process with AUTH_RATE_LIMIT 1: five wrong codes per address in 15 minutes.
    const strict = await createTestApp({ now: local.now, env: { AUTH_RATE_LIMIT: '1' } });
    try {
      const challenges: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const account = await registerAccount(t.app, 'vet_business');
        await turnOnSecondFactor(t, account, local);
        challenges.push(await passwordStep(t, account));
      }
      const [a, b] = challenges as [string, string];
      for (let i = 0; i < 3; i += 1) expect((await codeStep(strict, a, '000000')).status).toBe(401);
      for (let i = 0; i < 2; i += 1) expect((await codeStep(strict, b, '000000')).status).toBe(401);
      // Neither account has five wrong codes: the address limit answers, not the account lock.
      const sixth = await codeStep(strict, b, '000000');
      expect(sixth.status).toBe(429);
      expect(sixth.body.error).not.toBe(TOTP_LOCKED_TEXT);
    } finally {
      await strict.close();
      await t.close();
    }
  });
});
