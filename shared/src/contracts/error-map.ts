import { z } from 'zod';
import type { ErrorParams } from '../errors/error-reasons';
import { CUSTOM_RULES } from '../errors/validation-rules';

type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>['customError']>>[0];

const fieldName = (issue: Issue): string => {
  const path = issue.path ?? [];
  const last = path.length > 0 ? path[path.length - 1] : undefined;
  return last === undefined ? 'value' : String(last);
};

/**
 * Human default messages that name the field ("email must be a valid email address"), so any
 * validation error the API answers reads well without each schema spelling it out.
 * Messages given in a schema (the exact texts a form shows) still win.
 */
export function humanMessage(issue: Issue): string | undefined {
  const field = fieldName(issue);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `${field} is required`
        : `${field} must be ${article(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} is required`
          : `${field} must be at least ${issue.minimum} characters`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${field} must have at least ${issue.minimum} item(s)`;
      }
      return issue.inclusive
        ? `${field} must be at least ${issue.minimum}`
        : `${field} must be greater than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${field} must have at most ${issue.maximum} item(s)`;
      }
      return issue.inclusive
        ? `${field} must be at most ${issue.maximum}`
        : `${field} must be less than ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return `${field} must be a valid email address`;
      if (issue.format === 'uuid' || issue.format === 'guid') return `${field} must be a valid id`;
      if (issue.format === 'url') return `${field} must be a valid URL`;
      return `${field} has an invalid format`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field(s): ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor}`;
    default:
      return undefined;
  }
}

function article(expected: string): string {
  if (expected === 'int') return 'a whole number';
  if (expected === 'array') return 'a list';
  if (expected === 'object') return 'an object';
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

z.config({ customError: humanMessage });

/** A zod issue as a parse reports it (the error map above sees it before its message is set). */
type ParsedIssue = z.core.$ZodIssue;

const numberOf = (value: unknown): number | string =>
  typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : String(value);

/** The value at an issue's path in what was parsed, to tell a missing field from a wrong one. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * A refinement's message as a reason (the table of every error text, error-reasons.ts). The table
 * imports every contract, so it is handed in by the server (error-codes.ts) instead of imported
 * here: a browser page that validates with one schema does not download all the others.
 */
let reasonOfMessage: (text: string) => string | undefined = () => undefined;
export function readReasonsWith(lookup: (text: string) => string | undefined): void {
  reasonOfMessage = lookup;
}

function customRule(issue: z.core.$ZodIssueCustom): { rule: string; params: ErrorParams } {
  const { rule, ...params } = (issue.params ?? {}) as Record<string, unknown>;
  if (typeof rule === 'string') return { rule, params: params as ErrorParams };
  const known = CUSTOM_RULES.get(issue.message);
  if (known) return { rule: known.rule, params: known.params ?? {} };
  return { rule: reasonOfMessage(issue.message) ?? 'custom', params: {} };
}

/**
 * The rule an issue breaks and its params (`min_length` with `{ min: 6 }`), from which a client
 * words it in any language; `input` (what was parsed) tells a missing field (`required`).
 */
export function ruleOf(issue: ParsedIssue, input?: unknown): { rule: string; params: ErrorParams } {
  switch (issue.code) {
    case 'invalid_type': {
      const value = input === undefined ? undefined : valueAt(input, issue.path);
      return value === undefined || value === null
        ? { rule: 'required', params: {} }
        : { rule: 'type', params: { expected: issue.expected } };
    }
    case 'too_small': {
      const min = numberOf(issue.minimum);
      if (issue.origin === 'string') {
        return Number(min) <= 1
          ? { rule: 'required', params: {} }
          : { rule: 'min_length', params: { min } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { rule: 'min_items', params: { min } };
      }
      return { rule: issue.inclusive === false ? 'greater_than' : 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = numberOf(issue.maximum);
      if (issue.origin === 'string') return { rule: 'max_length', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { rule: 'max_items', params: { max } };
      }
      return { rule: issue.inclusive === false ? 'less_than' : 'too_big', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { rule: 'email', params: {} };
      if (issue.format === 'uuid' || issue.format === 'guid') return { rule: 'id', params: {} };
      if (issue.format === 'url') return { rule: 'url', params: {} };
      return { rule: 'format', params: { format: issue.format } };
    case 'invalid_value':
      return {
        rule: 'enum',
        params: {
          values: issue.values.map((value) => (typeof value === 'number' ? value : String(value))),
        },
      };
    case 'unrecognized_keys':
      return { rule: 'unknown_keys', params: { keys: issue.keys } };
    case 'not_multiple_of':
      return { rule: 'multiple_of', params: { divisor: numberOf(issue.divisor) } };
    case 'custom':
      return customRule(issue);
    default:
      return { rule: 'invalid', params: {} };
  }
}

/** An issue as a validation detail of an error answer: where, the English text, rule and params. */
export function issueDetail(
  issue: ParsedIssue,
  input?: unknown,
): { path: string; message: string; rule: string; params: ErrorParams } {
  return {
    path: issue.path.map(String).join('.'),
    message: issue.message,
    ...ruleOf(issue, input),
  };
}
