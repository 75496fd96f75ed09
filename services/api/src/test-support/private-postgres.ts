import { execFile } from 'node:child_process';
import { chownSync, closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../../../../test-support/server-process';

const run = promisify(execFile);
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
// initdb and postgres refuse to run as root: a root test run hands the cluster to this account.
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

/** Who initdb and postgres run as: the service account when the test runs as root. */
async function serviceUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  return serviceUserIds();
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'petvet-pg-'));
  const user = await serviceUser();
  if (user.uid !== undefined && user.gid !== undefined) chownSync(root, user.uid, user.gid);
  const port = await freePort();
  const initdbArgs = [
    '-D',
    path.join(root, 'data'),
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ];
  await run(path.join(BIN_DIR, 'initdb'), initdbArgs, user);
  let server: ServerProcess | null = null;
  const start = async () => {
    server = await launchPostgres(root, port, user);
  };
  // PostgreSQL's own shutdown signals: SIGINT is a fast shutdown, SIGTERM a smart one.
  const stop = async (mode: 'fast' | 'smart-no-wait' = 'fast') => {
    if (mode === 'smart-no-wait') {
      server?.signal('SIGTERM');
      return;
    }
    await server?.stop('SIGINT');
    server = null;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function launchPostgres(
  root: string,
  port: number,
  user: { uid?: number; gid?: number },
): Promise<ServerProcess> {
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off'].flatMap((s) => ['-c', s]);
  const log = openSync(path.join(root, 'server.log'), 'a');
  try {
    return await startServerProcess({
      name: 'postgres',
      command: path.join(BIN_DIR, 'postgres'),
      args: ['-D', path.join(root, 'data'), '-p', String(port), '-k', root, ...settings],
      options: { ...user, stdio: ['ignore', log, log] },
      answers: () => acceptsConnections(port),
      timeoutMs: 60_000,
    });
  } finally {
    closeSync(log);
  }
}

async function acceptsConnections(port: number): Promise<boolean> {
  const ready = path.join(BIN_DIR, 'pg_isready');
  return run(ready, ['-q', '-h', '127.0.0.1', '-p', String(port)]).then(
    () => true,
    () => false,
  );
}

async function serviceUserIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', SERVICE_USER]),
    run('id', ['-g', SERVICE_USER]),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
