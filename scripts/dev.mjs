#!/usr/bin/env node
/**
 * `npm run dev`: the API restarting on every change (tsx watch) on port 3000, plus the Vite dev
 * server on 5173, which proxies /api to it. Without DATABASE_URL the API runs the embedded
 * entry (API and the three workers in one process over PGlite).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiEntry = process.env.DATABASE_URL ? 'services/api/src/main.ts' : 'scripts/embedded.ts';

const processes = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', apiEntry], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
    detached: true,
  }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'web'), stdio: 'inherit', detached: true }),
];

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of processes) if (child.exitCode === null) child.kill(signal);
};
for (const child of processes) {
  child.on('exit', () => {
    stop('SIGTERM');
    if (processes.every((other) => other.exitCode !== null || other.signalCode !== null)) {
      process.exit(0);
    }
  });
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
