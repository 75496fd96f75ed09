import {
  reminderRulesRequestSchema,
  type ReminderRulesRequest,
  type ReminderRulesResponse,
} from '@petvet/shared';
import { translate, type MessageKey } from '../../../i18n';
import { daysText, parseDays } from './rule-words';

/** One rule as the form holds it: days as typed ("30, 7"). */
export interface RuleRow {
  key: string;
  name: string;
  matches: string;
  serviceId: string;
  before: string;
  after: string;
}

const FIELD_LABELS: Record<string, MessageKey> = {
  name: 'clinic.reminders.name',
  matches: 'clinic.reminders.matches',
  serviceId: 'clinic.reminders.service',
  daysBefore: 'clinic.reminders.before',
  daysAfter: 'clinic.reminders.after',
};
const labelOf = (field: string) => {
  const key = FIELD_LABELS[field];
  return key ? translate(key) : field;
};

let made = 0;
const nextKey = () => `rule-${++made}`;

export const rowsOf = (saved: ReminderRulesResponse): RuleRow[] =>
  saved.rules.map((rule) => ({
    key: nextKey(),
    name: rule.name,
    matches: rule.matches,
    serviceId: rule.serviceId ?? '',
    before: daysText(rule.daysBefore),
    after: daysText(rule.daysAfter),
  }));

/** A new rule starts as the common case: 30 and 7 days before, 14 after. */
export const blankRow = (): RuleRow => ({
  key: nextKey(),
  name: '',
  matches: '',
  serviceId: '',
  before: '30, 7',
  after: '14',
});

/** The rows as the API takes them, or the first problem in words ("Rule 2, Name: ..."). */
export function readRows(
  rows: RuleRow[],
): { ok: true; body: ReminderRulesRequest } | { ok: false; error: string } {
  const rules = [];
  for (const [at, row] of rows.entries()) {
    const daysBefore = parseDays(row.before);
    const daysAfter = parseDays(row.after);
    if (!daysBefore || !daysAfter) {
      const label = labelOf(daysBefore ? 'daysAfter' : 'daysBefore');
      return { ok: false, error: translate('clinic.reminders.badDays', { number: at + 1, label }) };
    }
    rules.push({
      name: row.name,
      matches: row.matches,
      serviceId: row.serviceId || null,
      daysBefore,
      daysAfter,
    });
  }
  const parsed = reminderRulesRequestSchema.safeParse({ rules });
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0]!;
  const [, at, field] = issue.path;
  if (typeof at !== 'number') return { ok: false, error: issue.message };
  const label = labelOf(String(field));
  const blank = issue.code === 'too_small' && (field === 'name' || field === 'matches');
  const problem = blank ? translate('clinic.reminders.required') : issue.message;
  return {
    ok: false,
    error: translate('clinic.reminders.problem', { number: at + 1, label, problem }),
  };
}
