import type { ReminderRule } from '@petvet/shared';
import { activeLocale, translate } from '../../../i18n';

/** "30", "30 and 7", "30, 14 and 7" (in another language, its own "and"). */
export function listWords(days: number[]): string {
  if (days.length <= 1) return days.join('');
  const locale = activeLocale();
  if (locale !== 'en') {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(days.map(String));
  }
  return `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
}

/**
 * What a rule does, in words: "Annual booster: reminds 30 and 7 days before due, and 14 days
 * after if not booked".
 */
export function ruleWords(rule: Pick<ReminderRule, 'name' | 'daysBefore' | 'daysAfter'>): string {
  const before = [...rule.daysBefore].sort((a, b) => b - a);
  const after = [...rule.daysAfter].sort((a, b) => a - b);
  const parts: string[] = [];
  if (before.length > 0)
    parts.push(
      before.length === 1 && before[0] === 0
        ? translate('clinic.words.onDay')
        : translate('clinic.words.before', { days: listWords(before) }),
    );
  if (after.length > 0)
    parts.push(
      translate(parts.length > 0 ? 'clinic.words.andAfter' : 'clinic.words.after', {
        days: listWords(after),
      }),
    );
  // German joins the two parts without the English comma before "und".
  const what =
    parts.length === 0
      ? translate('clinic.words.none')
      : parts.length === 1
        ? parts[0]!
        : translate('clinic.words.both', { first: parts[0]!, second: parts[1]! });
  return translate('clinic.words.rule', { name: rule.name, what });
}

/** "30, 7" as the field shows it; the field's text back to days, or null when it is not numbers. */
export const daysText = (days: number[]) => days.join(', ');
export function parseDays(text: string): number[] | null {
  const words = text.split(/[\s,]+/).filter(Boolean);
  if (!words.every((word) => /^\d+$/.test(word))) return null;
  return words.map(Number);
}
