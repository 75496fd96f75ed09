import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  AppError,
  because,
  idParamsSchema,
  idSchema,
  issueDetail,
  type KnownErrorText,
} from '@petvet/shared';

/**
 * Parse input at the boundary: the first problem becomes the error text, all of them the details,
 * each with the rule it breaks and the rule's params (`min_length`, `{ min: 6 }`).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => issueDetail(issue, input));
  const first = details[0]?.message;
  throw new AppError(
    'VALIDATION_FAILED',
    first === undefined ? 'Invalid input' : because('invalid_input', first),
    details,
  );
}

const vetIdParamsSchema = z.object({ vetId: idSchema });

/**
 * The id a route's path names, read with the shared id schema. Where an unknown id answers
 * "not found", a malformed one cannot name anything either, so it answers the same 404 with
 * `notFoundText`; without that text a malformed id is bad input and answers 400.
 */
export function parsePathId(
  params: unknown,
  options: { key?: 'id' | 'vetId'; notFoundText?: KnownErrorText } = {},
): string {
  try {
    return options.key === 'vetId'
      ? parseInput(vetIdParamsSchema, params).vetId
      : parseInput(idParamsSchema, params).id;
  } catch (error) {
    if (options.notFoundText && error instanceof AppError) {
      throw new AppError('NOT_FOUND', options.notFoundText);
    }
    throw error;
  }
}

export const NUL_CHARACTER_TEXT = 'Text must not contain NUL characters';

interface Place {
  key: string;
  parent: Place | null;
}

const MAX_PATH_LENGTH = 200;

/** The dotted path to a place, cut short when deep: an answer need not repeat a huge body. */
const pathOf = (place: Place | null): string => {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  const path = keys.reverse().join('.');
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path;
};

/**
 * Where a NUL character sits in a parsed JSON value (keys included), or null. Walks with its own
 * stack and parent links: a 1 MB body can nest 250,000 levels, far past the call stack, and
 * copying the path at every level would take quadratic time.
 */
export function findNulCharacter(value: unknown): string | null {
  const pending: Array<[unknown, Place | null]> = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, place] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(place);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPlace = { key, parent: place };
        if (key.includes('\u0000')) return pathOf(childPlace);
        pending.push([child, childPlace]);
      }
    }
  }
  return null;
}

/** The query field (or the path) whose escaped text decodes to a NUL. */
function nulInUrl(url: string): string | null {
  const [pathname = '', query = ''] = url.split(/\?(.*)/s);
  if (/%00/.test(pathname)) return 'path';
  const pair = query.split('&').find((part) => /%00/.test(part));
  if (pair === undefined) return null;
  const key = pair.split('=')[0] ?? '';
  return `query.${safeDecode(key)}`;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * PostgreSQL cannot store a NUL in text (nor in jsonb), so one anywhere in a request (path,
 * query or body) is refused at the door, before any handler could pass it to the database.
 */
export function refuseNulCharacters(): RequestHandler {
  return (req, _res, next) => {
    const where = nulInUrl(req.originalUrl) ?? findNulCharacter(req.body);
    if (where === null) {
      next();
      return;
    }
    next(
      new AppError('VALIDATION_FAILED', NUL_CHARACTER_TEXT, [
        { path: where, message: NUL_CHARACTER_TEXT },
      ]),
    );
  };
}
