// Texts of validation failures in the active language, from a rule and its params. No zod here:
// the error texts every screen shows (lib/errors.ts) come without the schema library.
import type { ErrorParams } from '@petvet/shared';
import { activeLocale, translate, type MessageKey } from '../i18n';

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  userType: 'Account type',
  vaccineName: 'Vaccine name',
  dateGiven: 'Date given',
  nextDueDate: 'Next due date',
  followUpDate: 'Follow-up date',
  medicalNotes: 'Medical notes',
};

/** English, the source language, shows the server's and the schemas' own texts as they are. */
export const speaksEnglish = () => activeLocale() === 'en';

/** A message of the catalogues whose key is made at run time, or null when none has that key. */
export function catalogText(key: string, values?: Record<string, string | number>): string | null {
  const text = translate(key as MessageKey, values);
  return text === key ? null : text;
}

/** A rule's or a reason's params as a message fills them in: lists read "a, b, c". */
export function messageValues(params: unknown): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  if (!params || typeof params !== 'object') return values;
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (Array.isArray(value)) values[name] = value.map(String).join(', ');
    else if (typeof value === 'number' || typeof value === 'string') values[name] = value;
    else if (typeof value === 'boolean') values[name] = String(value);
  }
  return values;
}

export function humanise(message: string, field: string, labels?: Record<string, string>): string {
  const label = labels?.[field] ?? labelOf(field);
  // The shared error map starts with the raw field name ("email is required"); forms show a label.
  const worded = message.startsWith(`${field} `)
    ? `${label}${message.slice(field.length)}`
    : message.startsWith('must ')
      ? `${label} ${message}`
      : message;
  // Other field names inside the sentence ("after startTime") read as words too.
  return worded.replace(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g, (name) =>
    (labels?.[name] ?? labelOf(name)).toLowerCase(),
  );
}

/** A field's label: the form's own, else the catalogue's in the active language, else its name spelled out. */
export function labelOf(field: string): string {
  if (!speaksEnglish()) {
    const translated = catalogText(`errors.field.${field}`);
    if (translated) return translated;
  }
  return (
    LABELS[field] ??
    field.charAt(0).toUpperCase() +
      field
        .slice(1)
        .replace(/([A-Z])/g, ' $1')
        .toLowerCase()
  );
}

/**
 * A broken rule worded for a field in the active language: `errors.rule.<rule>` with the field's
 * label and the rule's params, else `errors.reason.<rule>` (a check the server makes itself).
 */
export function ruleText(
  rule: string,
  params: ErrorParams | undefined,
  field: string,
  labels?: Record<string, string>,
): string {
  const values = messageValues(params);
  values.field = labels?.[field] ?? labelOf(field);
  if (typeof params?.other === 'string')
    values.other = labels?.[params.other] ?? labelOf(params.other);
  return (
    catalogText(`errors.rule.${rule}`, values) ??
    catalogText(`errors.reason.${rule}`, values) ??
    translate('errors.rule.custom', values)
  );
}

interface DetailShape {
  path?: unknown;
  message?: unknown;
  rule?: unknown;
  params?: unknown;
}

/** A validation detail of an error answer worded for its field: its rule in the active language. */
export function detailText(
  detail: DetailShape,
  field: string,
  labels?: Record<string, string>,
): string | null {
  const message = typeof detail.message === 'string' ? detail.message : null;
  if (speaksEnglish() || typeof detail.rule !== 'string') {
    return message === null ? null : humanise(message, field, labels);
  }
  return ruleText(detail.rule, messageValues(detail.params), field, labels);
}

/**
 * A refused save (400) whose details name fields of the form: each message worded for its field,
 * so it can stand next to it.
 */
export function serverFieldErrors(
  failure: unknown,
  values: Record<string, unknown>,
  labels?: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!failure || typeof failure !== 'object' || (failure as { status?: unknown }).status !== 400)
    return out;
  const details = ((failure as { data?: { details?: unknown } }).data ?? {}).details;
  if (!Array.isArray(details)) return out;
  for (const detail of details as DetailShape[]) {
    const field = typeof detail.path === 'string' ? detail.path.split('.')[0] : undefined;
    if (!field || !(field in values) || out[field]) continue;
    const text = detailText(detail, field, labels);
    if (text !== null) out[field] = text;
  }
  return out;
}
