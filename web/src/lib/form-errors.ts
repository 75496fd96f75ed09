import type { z } from 'zod';
import { ruleOf } from '@petvet/shared';
import { humanise, labelOf, ruleText, speaksEnglish } from './rule-text';

/** A zod issue worded for a form in the active language; `input` tells a missing field. */
export function issueText(
  issue: z.core.$ZodIssue,
  field: string,
  input?: unknown,
  labels?: Record<string, string>,
): string {
  if (speaksEnglish()) return humanise(issue.message, field, labels);
  const { rule, params } = ruleOf(issue, input);
  return ruleText(rule, params, field, labels);
}

/**
 * First message per field, worded for a form. With the form's values, an empty field that fails
 * reads "X is required" whatever the schema's format message says.
 */
export function fieldErrors(
  error: z.ZodError,
  input?: Record<string, unknown>,
  labels?: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (out[field]) continue;
    const value = input?.[field];
    const blank = typeof value === 'string' && value.trim() === '' && issue.code !== 'custom';
    if (!blank) out[field] = issueText(issue, field, input, labels);
    else if (speaksEnglish()) out[field] = `${labels?.[field] ?? labelOf(field)} is required`;
    else out[field] = ruleText('required', {}, field, labels);
  }
  return out;
}
