#!/usr/bin/env node
/**
 * `npm start` after the web build. With DATABASE_URL: four processes (API, scraper worker,
 * statistics aggregator, notifier), as in production. Without it: one process on embedded PGlite,
 * because only one process may open its data folder.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const entries = process.env.DATABASE_URL
  ? [
      ['api', 'services/api/src/main.ts'],
      ['scraper-worker', 'services/scraper-worker/src/main.ts'],
      ['stats-aggregator', 'services/stats-aggregator/src/main.ts'],
      ['notifier', 'services/notifier/src/main.ts'],
    ]
  : [['petvet', 'scripts/embedded.ts']];

// Links in emails start with PUBLIC_URL; without it, with the address the API listens on, which
// the worker that sends them would not know otherwise (never a port nobody listens on).
const listenHost = process.env.HOST && !['0.0.0.0', '::'].includes(process.env.HOST);
const workerEnv =
  process.env.PUBLIC_URL || process.env.PORT === '0'
    ? process.env
    : {
        ...process.env,
        PUBLIC_URL: `http://${listenHost ? process.env.HOST : 'localhost'}:${process.env.PORT || 3000}`,
      };

let stopping = false;
let exitCode = 0;

const children = entries.map(([name, file]) => {
  // Own process group: a terminal's Ctrl-C reaches only this supervisor, which forwards it once.
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: root,
    env: name === 'notifier' ? workerEnv : process.env,
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
  return child;
});

function stopAll(signal) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

// SIGHUP: the terminal that started us closed; stop as gracefully as when asked.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) console.error(`${signal}: stopping`);
    if (stopping) {
      // Second request: do not wait for graceful shutdown.
      stopAll('SIGKILL');
      process.exit(1);
    }
    stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
// `npm start` runs this under a shell that does not pass on a SIGTERM sent to npm: when the
// parent goes away we are re-parented, and stop as if asked to.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid && !stopping) {
    console.error('parent process gone; stopping');
    stopAll('SIGTERM');
  }
}, 1_000).unref();

process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
