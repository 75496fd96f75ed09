import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from '@petvet/shared';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** HTTP basic auth for operator pages, compared in constant time (digests make the lengths equal). */
export function basicAuth(credentials: string, realm = 'PetVet operators'): RequestHandler {
  const expected = digest(credentials);
  return (req, res, next) => {
    const match = /^Basic\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    const given = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    if (given && timingSafeEqual(digest(given), expected)) {
      next();
      return;
    }
    // The header makes browsers ask for the operator's name and password.
    res.setHeader('WWW-Authenticate', `Basic realm="${realm}", charset="UTF-8"`);
    next(new AppError('UNAUTHENTICATED', 'Operator credentials required'));
  };
}
