import type { z } from 'zod';
import { AppError } from '@petvet/shared';

/** Parse input at the boundary: the first problem becomes the error text, all of them the details. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', details[0]?.message ?? 'Invalid input', details);
}
