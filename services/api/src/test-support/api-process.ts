import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The real API process (main.ts), as an operator starts it, with its log captured. */
export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Every byte the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
}

export interface ApiProcessOptions {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  env?: Record<string, string>;
  /** How long to wait for the "serving" line. */
  startTimeoutMs?: number;
}

export function spawnApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      QUEUE_PREFIX: options.queuePrefix,
      JWT_SECRET: 'api-process-test-secret-long-enough-for-hs256',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API did not start in time:\n${chunks.join('')}`));
    }, options.startTimeoutMs ?? 60_000);
    const onData = (chunk: Buffer) => {
      chunks.push(chunk.toString('utf8'));
      const match = /PetVet is serving on (http:\/\/[\w.:-]+)/.exec(chunks.join(''));
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ child, url: match[1], output: () => chunks.join(''), exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}) before serving:\n${chunks.join('')}`));
    });
  });
}
