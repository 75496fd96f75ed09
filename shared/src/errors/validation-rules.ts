import { PASSWORD_MIN_LENGTH } from '../constants';
import {
  DATE_IN_FUTURE_TEXT,
  DATE_MAX,
  DATE_MIN,
  DATE_OUT_OF_RANGE_TEXT,
} from '../contracts/common';
import { PASSWORDS_DO_NOT_MATCH_TEXT, PASSWORD_TOO_SHORT_TEXT } from '../contracts/auth';
import { CLOSURE_END_BEFORE_START_TEXT } from '../contracts/clinic-ops';
import { DROP_OFF_WINDOW_ORDER_TEXT } from '../contracts/drop-off';
import { SLOT_END_BEFORE_START_TEXT } from '../contracts/time-slots';
import type { ErrorParams } from './error-reasons';

/**
 * The rules a validation detail names (`errors.rule.<rule>` in the web app's catalogues), with
 * the params each fills in. A check the server makes itself names its reason as its rule instead.
 */
export const VALIDATION_RULES = [
  'required', // {}
  'type', // { expected }
  'min_length', // { min }
  'max_length', // { max }
  'min_items', // { min }
  'max_items', // { max }
  'too_small', // { min }: at least
  'too_big', // { max }: at most
  'greater_than', // { min }
  'less_than', // { max }
  'multiple_of', // { divisor }
  'email',
  'url',
  'id',
  'format', // { format }
  'enum', // { values }
  'unknown_keys', // { keys }
  'invalid',
  'custom',
  'passwords_match',
  'real_date',
  'date_range', // { min, max }
  'not_in_future',
  'end_after_start',
  'not_before', // { other }
  'decimal_places', // { max }
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

/**
 * The rules of custom refinements written before rules were named, found by their message; a new
 * refinement names its own: `.refine(check, { message, params: { rule: 'passwords_match' } })`.
 */
export const CUSTOM_RULES: ReadonlyMap<string, { rule: ValidationRule; params?: ErrorParams }> =
  new Map<string, { rule: ValidationRule; params?: ErrorParams }>([
    [PASSWORDS_DO_NOT_MATCH_TEXT, { rule: 'passwords_match' }],
    [PASSWORD_TOO_SHORT_TEXT, { rule: 'min_length', params: { min: PASSWORD_MIN_LENGTH } }],
    ['must be a real calendar date', { rule: 'real_date' }],
    ['Date must be a real calendar date', { rule: 'real_date' }],
    [DATE_OUT_OF_RANGE_TEXT, { rule: 'date_range', params: { min: DATE_MIN, max: DATE_MAX } }],
    [
      `Date ${DATE_OUT_OF_RANGE_TEXT}`,
      { rule: 'date_range', params: { min: DATE_MIN, max: DATE_MAX } },
    ],
    [DATE_IN_FUTURE_TEXT, { rule: 'not_in_future' }],
    [SLOT_END_BEFORE_START_TEXT, { rule: 'end_after_start' }],
    [DROP_OFF_WINDOW_ORDER_TEXT, { rule: 'end_after_start' }],
    [CLOSURE_END_BEFORE_START_TEXT, { rule: 'end_after_start' }],
    ['followUpDate must not be before date', { rule: 'not_before', params: { other: 'date' } }],
    [
      'nextDueDate must not be before dateGiven',
      { rule: 'not_before', params: { other: 'dateGiven' } },
    ],
    ['weight must have at most one decimal place', { rule: 'decimal_places', params: { max: 1 } }],
  ]);
