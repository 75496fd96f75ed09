import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

/** `npm start`'s one process on the embedded default (PGlite in a fresh DATA_DIR), as spawned. */
export interface EmbeddedProcess {
  url: string;
  /** performance.now() when the process was spawned, and when it said it serves. */
  spawnedAt: number;
  servingAt: number;
  output(): string;
  /** The JSON log lines written so far. */
  logLines(): Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

export async function spawnEmbedded(options: {
  redisUrl: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<EmbeddedProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-embedded-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    REDIS_URL: options.redisUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...options.env,
  };
  // The embedded default is the shape without a database server.
  delete env.DATABASE_URL;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/embedded.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "serving" line in time:\n${chunks.join('').slice(-3000)}`)),
      options.startTimeoutMs ?? 90_000,
    );
    let found = false;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk.toString('utf8'));
      if (found) return;
      const match = /PetVet is serving on (http:\/\/[\w.:-]+)/.exec(chunks.join(''));
      if (!match?.[1]) return;
      found = true;
      clearTimeout(timer);
      resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded process exited (${code}):\n${chunks.join('').slice(-3000)}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    url,
    spawnedAt,
    servingAt: performance.now(),
    output: () => chunks.join(''),
    logLines: () => parseLines(chunks.join('')),
    stop,
  };
}

function parseLines(text: string): Array<Record<string, unknown>> {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
