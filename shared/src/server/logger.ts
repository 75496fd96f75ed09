import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

export function createLogger(name: string, level: LevelWithSilent | string = 'info'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
      censor: '[redacted]',
    },
  });
}
