import type request from 'supertest';
import { expect } from 'vitest';
import { errorBodySchema } from '@petvet/shared';

/** The answer is this status with the error body carrying exactly this text. */
export function expectError(res: request.Response, status: number, text: string): void {
  expect(res.status).toBe(status);
  expect(errorBodySchema.parse(res.body).error).toBe(text);
}
