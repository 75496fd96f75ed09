import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
// initdb refuses to run as root: a root test run hands the cluster to this account.
const SERVICE_USER = 'postgres';

/**
 * A PostgreSQL cluster of this test's own, in a temporary folder on a free port, so an outage
 * can be staged (stop, start) without touching the machine's server.
 */
export interface PrivatePostgres {
  /** Admin URL of the `postgres` database. */
  url: string;
  port: number;
  /**
   * `fast` (default): every open connection is cut, new ones are refused. `smart` without
   * waiting: the server lets open sessions finish and turns new ones away ("shutting down").
   */
  stop(mode?: 'fast' | 'smart-no-wait'): Promise<void>;
  start(): Promise<void>;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function runTool(tool: string, args: string[]): Promise<void> {
  const binary = path.join(BIN_DIR, tool);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('runuser', ['-u', SERVICE_USER, '--', binary, ...args]);
  else await run(binary, args);
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'petvet-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = await serviceUserIds();
    chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await runTool('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) => runTool('pg_ctl', ['-D', dataDir, ...args]);
  let running = false;
  const start = async () => {
    await ctl('-w', '-o', options, '-l', path.join(root, 'server.log'), 'start');
    running = true;
  };
  const stop = async (mode: 'fast' | 'smart-no-wait' = 'fast') => {
    if (mode === 'fast') await ctl('-w', '-m', 'fast', 'stop');
    else await ctl('-W', '-m', 'smart', 'stop');
    running = mode !== 'fast';
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      if (running) await stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function serviceUserIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', SERVICE_USER]),
    run('id', ['-g', SERVICE_USER]),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
