import { z } from 'zod';

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
