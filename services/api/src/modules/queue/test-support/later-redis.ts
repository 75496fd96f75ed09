import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A free port on loopback, where nothing listens until the test starts a server there. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A redis-server of the test's own, started on a port chosen before (so the code under test
 * already points at it while it is away), without persistence. The machine's Redis is untouched.
 */
export function startRedisOn(port: number): { stop(): Promise<void> } {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
