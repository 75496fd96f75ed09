import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@petvet/shared/server';
import type { ApiConfig } from './config';

const SECRET_FILE = 'jwt-secret';

/**
 * The signing secret: JWT_SECRET when set. Otherwise one generated once and stored in DATA_DIR
 * (readable by the owner only), so tokens survive restarts of the embedded default.
 * A production deployment on a database server must set it: replicas need the same secret.
 */
export function resolveJwtSecret(config: ApiConfig): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production' && config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: is required in production with DATABASE_URL (at least 32 characters)',
    );
  }
  const file = path.resolve(config.DATA_DIR, SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not there yet: generate it below.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process wrote it first; then theirs wins.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < 32) {
      writeFileSync(file, `${secret}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
      return secret;
    }
    return stored;
  }
}
