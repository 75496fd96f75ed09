import net from 'node:net';
import { freePort, startServerProcess, type ServerProcess } from './server-process';

export interface PrivateRedis {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: nothing is saved, every open connection drops, new ones are refused). */
  stop(): Promise<void>;
  /** A fresh, empty server on the same port (the old one must be stopped first). */
  restartEmpty(): Promise<void>;
}

/**
 * A redis-server of the test's own, with no persistence: stopping it stages an outage, and starting
 * it again gives an empty Redis, the way a failed-over or restarted cache without its data comes back.
 * `port` lets the code under test point at it before it runs. The machine's own Redis is never touched.
 */
export async function startPrivateRedis(options: { port?: number } = {}): Promise<PrivateRedis> {
  const port = options.port ?? (await freePort());
  let server: ServerProcess | null = null;
  const launch = async () => {
    server = await startServerProcess({
      name: 'redis-server',
      command: process.env.REDIS_SERVER_BIN ?? 'redis-server',
      args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      answers: () => answersPing(port),
    });
  };
  const stop = async () => {
    const running = server;
    server = null;
    await running?.stop();
  };
  await launch();
  return { url: `redis://127.0.0.1:${port}`, port, stop, restartEmpty: launch };
}

/** True once the server answers PING with PONG (a Redis still loading answers with an error). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (reply) => done(reply.toString('utf8').startsWith('+PONG')));
  });
}
