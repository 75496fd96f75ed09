import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FINAL_STATUS_TEXTS } from '../contracts/appointments';
import { registerFormSchema, registerRequestSchema } from '../contracts/auth';
import { issueDetail } from '../contracts/error-map';
import { AppError, because, errorBodySchema, knownText } from './error-codes';
import { DYNAMIC_REASONS, ERROR_TEXTS, reasonOfText } from './error-reasons';

const SNAKE = /^[a-z]+(_[a-z0-9]+)*$/;

describe('error reasons', () => {
  it('when the table is read, then every reason is snake_case and names exactly one text', () => {
    const reasons = [...Object.keys(ERROR_TEXTS), ...DYNAMIC_REASONS];
    for (const reason of reasons) expect(reason, reason).toMatch(SNAKE);
    expect(new Set(reasons).size).toBe(reasons.length);
    const texts = Object.values(ERROR_TEXTS);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('when an AppError is made from a text of the table, then it carries that text and its reason', () => {
    const error = new AppError('SLOT_TAKEN', ERROR_TEXTS.slot_taken);
    expect(error.message).toBe(ERROR_TEXTS.slot_taken);
    expect(error.reason).toBe('slot_taken');
  });

  it('when an AppError names its reason outright, then it carries the reason and its params', () => {
    const error = new AppError(
      'DROP_OFF_FULL',
      because('drop_off_full', 'This day is fully booked for Neutering', { service: 'Neutering' }),
    );
    expect(error).toMatchObject({ reason: 'drop_off_full', params: { service: 'Neutering' } });
  });

  it('when a detail repeats a text of the table, then it names the reason as its rule', () => {
    const text = ERROR_TEXTS.totp_code_wrong;
    const error = new AppError('VALIDATION_FAILED', text, [{ path: 'code', message: text }]);
    expect(error.details).toEqual([{ path: 'code', message: text, rule: 'totp_code_wrong' }]);
  });

  it('when the final-status texts are read, then each has a reason', () => {
    for (const text of Object.values(FINAL_STATUS_TEXTS)) {
      expect(knownText(text ?? '').reason, text).toBeDefined();
    }
    expect(reasonOfText('no such text')).toBeUndefined();
  });
});

describe('validation rules', () => {
  const detailsOf = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return result.error.issues.map((issue) => issueDetail(issue, input));
  };
  const owner = {
    email: 'a@example.test',
    password: 'a-good-password',
    firstName: 'A',
    lastName: 'B',
    userType: 'pet_owner',
  };

  it('when a password is 3 characters, then the rule is min_length with { min: 6 }', () => {
    expect(detailsOf(registerRequestSchema, { ...owner, password: 'abc' })).toEqual([
      {
        path: 'password',
        message: 'Password must be at least 6 characters long',
        rule: 'min_length',
        params: { min: 6 },
      },
    ]);
  });

  it('when fields are missing, too long, badly formed or not of a list, then the rules say so', () => {
    const details = detailsOf(registerRequestSchema, {
      ...owner,
      email: 'nope',
      firstName: undefined,
      lastName: 'x'.repeat(101),
      userType: 'dragon',
    });
    const rules = Object.fromEntries(details.map((d) => [d.path, [d.rule, d.params]]));
    expect(rules).toEqual({
      email: ['email', {}],
      firstName: ['required', {}],
      lastName: ['max_length', { max: 100 }],
      userType: ['enum', { values: ['pet_owner', 'vet_business'] }],
    });
  });

  it('when the two passwords differ, then the custom refinement names passwords_match', () => {
    const details = detailsOf(registerFormSchema, {
      ...owner,
      confirmPassword: 'something-else',
    });
    expect(details).toEqual([expect.objectContaining({ rule: 'passwords_match', params: {} })]);
  });

  it('when a refinement names its rule in params, then the detail carries that rule and the rest as params', () => {
    const schema = z
      .number()
      .refine((n) => n % 2 === 0, { message: 'must be even', params: { rule: 'even', of: 2 } });
    expect(detailsOf(schema, 3)).toEqual([
      { path: '', message: 'must be even', rule: 'even', params: { of: 2 } },
    ]);
  });

  it('when a number is out of range, then too_small and too_big carry their bounds', () => {
    const schema = z.object({ weight: z.number().min(0.1).max(200) });
    expect(detailsOf(schema, { weight: 0 })[0]).toMatchObject({
      rule: 'too_small',
      params: { min: 0.1 },
    });
    expect(detailsOf(schema, { weight: 500 })[0]).toMatchObject({
      rule: 'too_big',
      params: { max: 200 },
    });
  });

  it('when an answer is built from a detail, then it parses with the shared error body', () => {
    const details = detailsOf(registerRequestSchema, { ...owner, password: 'abc' });
    expect(() =>
      errorBodySchema.parse({
        error: details[0]?.message,
        code: 'VALIDATION_FAILED',
        reason: 'invalid_input',
        details,
      }),
    ).not.toThrow();
  });
});
