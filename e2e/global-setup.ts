import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import databaseSetup from '../test-support/global-setup';
import { freePort, startServerProcess } from '../test-support/server-process';
import { chromiumPath } from '@petvet/shared/server';
import { FIXTURE_SITE_HOST } from './support/fixture-site';
import { startMailbox } from './support/mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The HTTP view of the SMTP server the app sends its email to. */
    mailboxUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function answersReady(url: string): Promise<boolean> {
  const res = await fetch(`${url}/api/readyz`);
  return res.ok;
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
  const mailbox = await startMailbox();
  const app = await startServerProcess({
    name: 'the app',
    command: process.execPath,
    args: ['scripts/start.mjs'],
    options: {
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
        // Every journey comes from one address and opens many pages within a minute.
        PAGE_VIEW_RATE_LIMIT: '10000',
        // Email goes to the journeys' own SMTP server, where they read it.
        SMTP_URL: mailbox.smtpUrl,
        PUBLIC_URL: baseUrl,
        // A practice's website in the journeys is a local site on this one loopback address.
        SCRAPER_ALLOW_LOOPBACK_HOSTS: FIXTURE_SITE_HOST,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group, as `npm start` runs it from a terminal: a signal meant for the
      // test runner's group never stops the app the journeys use.
      detached: true,
    },
    answers: () => answersReady(`http://127.0.0.1:${port}`),
    timeoutMs: 90_000,
    pollMs: 250,
  }).catch(async (error: unknown) => {
    await mailbox.stop();
    await dropDatabase();
    throw error;
  });
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', mailbox.url);
  // For what only time can do (a visit having taken place), which a journey cannot wait for.
  project.provide('databaseUrl', provided.databaseUrl!);

  return async () => {
    await app.stop('SIGTERM', 15_000);
    await mailbox.stop();
    await dropDatabase();
  };
}
