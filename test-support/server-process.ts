import { spawn, type SpawnOptions } from 'node:child_process';
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

export interface ServerLaunch {
  /** Names the server in errors. */
  name: string;
  command: string;
  args: string[];
  /** Passed to spawn; stdio defaults to 'ignore'. */
  options?: SpawnOptions;
  /** One probe: true once the server answers the way its clients need. */
  answers(): Promise<boolean>;
  timeoutMs?: number;
  pollMs?: number;
}

/** A server process of the test's own, known by its PID: the machine's servers are never touched. */
export interface ServerProcess {
  /** Sends the signal without waiting (a server asked to wind down on its own terms). */
  signal(signal: NodeJS.Signals): void;
  /**
   * Sends the signal (SIGKILL: gone at once, nothing saved) and waits until the process has
   * exited; with killAfterMs, a process still there by then is killed.
   */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<void>;
}

/** Spawns the server and waits until it answers; one that exits or stays silent is stopped. */
export async function startServerProcess(launch: ServerLaunch): Promise<ServerProcess> {
  const child = spawn(launch.command, launch.args, { stdio: 'ignore', ...launch.options });
  let gone = false;
  let stopping = false;
  let failure: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    const settle = () => {
      gone = true;
      resolve();
    };
    child.once('exit', (code, signal) => {
      // A server that goes away while its tests still need it fails them with "connection
      // refused"; this line says why.
      if (!stopping) {
        process.stderr.write(`${launch.name} exited on its own (${signal ?? `exit ${code}`})\n`);
      }
      settle();
    });
    // A command that cannot start emits 'error' and may never emit 'exit'.
    child.once('error', (error) => {
      failure = error;
      settle();
    });
  });
  const server: ServerProcess = {
    signal: (signal) => {
      stopping = true;
      if (!gone) child.kill(signal);
    },
    stop: async (signal = 'SIGKILL', killAfterMs) => {
      stopping = true;
      if (gone) return;
      const timer =
        killAfterMs === undefined
          ? undefined
          : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      child.kill(signal);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await waitUntilAnswers(launch, () => (gone ? (failure ?? child.exitCode ?? 'a signal') : null));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitUntilAnswers(
  launch: ServerLaunch,
  exitReason: () => Error | number | string | null,
): Promise<void> {
  const timeoutMs = launch.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = exitReason();
    if (reason !== null)
      throw new Error(`${launch.name} exited (${String(reason)}) before answering`);
    if (await launch.answers().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${launch.name} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, launch.pollMs ?? 50));
  }
}
