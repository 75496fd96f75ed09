import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import databaseSetup from '../test-support/global-setup';
import { chromiumPath } from '@petvet/shared/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app exited (${child.exitCode}) before answering`);
    try {
      const res = await fetch(`${url}/api/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer ${url}/api/readyz within ${timeoutMs} ms`);
}

/**
 * Starts the product the README's way (`npm start`: build the web app, then scripts/start.mjs with
 * DATABASE_URL, which runs the API and both workers) on a fresh database and a free port.
 */
export default async function setup(project: TestProject) {
  const chromium = chromiumPath();
  if (!existsSync(chromium)) {
    throw new Error(
      `The journeys need Chromium at ${chromium}: apt-get install -y chromium, or set CHROMIUM_PATH.`,
    );
  }
  const provided: Record<string, string> = {};
  const capture = {
    provide: (key: string, value: string) => {
      provided[key] = value;
    },
  } as unknown as TestProject;
  const dropDatabase = await databaseSetup(capture);

  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const app = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: provided.databaseUrl,
      REDIS_URL: provided.redisUrl,
      QUEUE_PREFIX: provided.queuePrefix,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: path.join(root, 'web/dist'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Journeys seed the clinics they need through the API; demo data would only slow the start.
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilReady(`http://127.0.0.1:${port}`, app, 90_000);
  } catch (error) {
    app.kill('SIGKILL');
    await dropDatabase();
    throw error;
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    await new Promise<void>((resolve) => {
      if (app.exitCode !== null) return resolve();
      const timer = setTimeout(() => app.kill('SIGKILL'), 15_000);
      app.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      app.kill('SIGTERM');
    });
    await dropDatabase();
  };
}
