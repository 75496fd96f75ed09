import { afterEach, describe, expect, it } from 'vitest';
import {
  DYNAMIC_REASONS,
  ERROR_TEXTS,
  PASSWORD_TOO_SHORT_TEXT,
  SLOT_TAKEN_TEXT,
  VALIDATION_RULES,
  errorCodes,
  registerFormSchema,
} from '@petvet/shared';
import english from '../i18n/catalogs/errors/en.json';
import { speak } from '../test/locale';
import { serverErrorText } from './errors';
import { fieldErrors } from './form-errors';
import { serverFieldErrors } from './rule-text';
import { loadErrorText, UNREACHABLE_TEXT } from './load-error';
import { firstIssueText } from './use-schema-form';

const answer = (status: number, data: Record<string, unknown>) => ({ status, data });
const slotTaken = answer(409, { error: SLOT_TAKEN_TEXT, code: 'SLOT_TAKEN', reason: 'slot_taken' });
const shortPassword = answer(400, {
  error: PASSWORD_TOO_SHORT_TEXT,
  code: 'VALIDATION_FAILED',
  reason: 'invalid_input',
  details: [
    { path: 'password', message: PASSWORD_TOO_SHORT_TEXT, rule: 'min_length', params: { min: 6 } },
  ],
});
const typed = {
  email: '',
  password: 'a-good-password',
  confirmPassword: 'another-password',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userType: 'pet_owner',
};

describe('error texts in the active language', () => {
  afterEach(() => speak('en'));

  it('when the errors catalogue is read, then it has a text for every code, reason and rule', () => {
    const keys = Object.keys(english);
    for (const code of errorCodes) expect(keys).toContain(`errors.code.${code}`);
    for (const reason of [...Object.keys(ERROR_TEXTS), ...DYNAMIC_REASONS]) {
      expect(keys).toContain(`errors.reason.${reason}`);
    }
    for (const rule of VALIDATION_RULES) expect(keys).toContain(`errors.rule.${rule}`);
  });

  it('when English is spoken, then the server’s own English text is shown unchanged', () => {
    expect(serverErrorText(slotTaken, 'fallback')).toBe(SLOT_TAKEN_TEXT);
    expect(serverErrorText(shortPassword, 'fallback')).toBe(PASSWORD_TOO_SHORT_TEXT);
    expect(serverFieldErrors(shortPassword, { password: 'abc' })).toEqual({
      password: PASSWORD_TOO_SHORT_TEXT,
    });
  });

  it('when German is spoken and a slot is taken, then the German text of its reason is shown', async () => {
    await speak('de');
    expect(serverErrorText(slotTaken, 'fallback')).toBe('Dieser Termin ist nicht mehr verfügbar.');
  });

  it('when French is spoken and the password is too short, then the rule reads in French with its minimum', async () => {
    await speak('fr');
    expect(serverFieldErrors(shortPassword, { password: 'abc' })).toEqual({
      password: 'Le champ « Mot de passe » doit comporter au moins 6 caractères.',
    });
    expect(serverErrorText(shortPassword, 'fallback')).toBe(
      'Le champ « Mot de passe » doit comporter au moins 6 caractères.',
    );
  });

  it('when Spanish is spoken and a reason names a service, then its params fill the text', async () => {
    await speak('es');
    const full = answer(409, {
      error: 'This day is fully booked for Neutering',
      code: 'DROP_OFF_FULL',
      reason: 'drop_off_full',
      params: { service: 'Neutering' },
    });
    expect(serverErrorText(full, 'fallback')).toBe('Este día está completo para Neutering.');
  });

  it('when German is spoken and an answer names only a code, then the code’s German text is shown', async () => {
    await speak('de');
    const forbidden = answer(403, { error: 'Some English text', code: 'FORBIDDEN' });
    expect(serverErrorText(forbidden, 'fallback')).toBe('Dazu sind Sie nicht berechtigt.');
    expect(serverErrorText(answer(500, {}), 'Rückfall')).toBe('Rückfall');
  });

  it('when German is spoken and the registration form is checked, then the field errors read in German', async () => {
    await speak('de');
    const parsed = registerFormSchema.safeParse(typed);
    if (parsed.success) throw new Error('expected a refusal');
    expect(fieldErrors(parsed.error, typed)).toEqual({
      email: '„E-Mail-Adresse“ ist ein Pflichtfeld.',
      confirmPassword: 'Die Passwörter stimmen nicht überein.',
    });
    expect(firstIssueText(parsed.error, 'fallback')).toBe(
      'Bitte geben Sie bei „E-Mail-Adresse“ eine gültige E-Mail-Adresse ein.',
    );
  });

  it('when English is spoken and the registration form is checked, then the field errors are today’s English', () => {
    const parsed = registerFormSchema.safeParse(typed);
    if (parsed.success) throw new Error('expected a refusal');
    expect(fieldErrors(parsed.error, typed)).toEqual({
      email: 'Email is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('when German is spoken and the service cannot be reached, then the load error reads in German', async () => {
    expect(loadErrorText({ status: 'FETCH_ERROR' }, 'x')).toBe(UNREACHABLE_TEXT);
    await speak('de');
    expect(loadErrorText({ status: 'FETCH_ERROR' }, 'x')).toBe(
      'Pet Vet ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(loadErrorText({ status: 503, data: {} }, 'x')).toBe(
      'Der Dienst ist kurzzeitig nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    );
  });
});
