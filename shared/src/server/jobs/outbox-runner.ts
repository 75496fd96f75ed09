import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { type JobHandler } from './job-context';
import { localJobContext, settleLocalRun } from './local-job';
import { createOutboxRepository, type ClaimedMessage } from './outbox.repository';
import type { JobTransport } from './transport';

export interface OutboxRunnerOptions {
  db: Database;
  logger: Logger;
  transport: JobTransport;
  /** How long a claim holds without a heartbeat; a claim past it belongs to a runner that died. */
  leaseMs?: number;
  /** Pause between looks at the outbox while it has nothing due. */
  pollMs?: number;
}

export interface QueueRegistration {
  concurrency: number;
  handle: JobHandler;
}

export interface OutboxRunner {
  /** Takes this queue's jobs from the outbox while the transport is in-process. */
  register(queue: string, registration: QueueRegistration): { stop(): Promise<void> };
  /** Runs a recurring job now, in turn with the queue's other jobs (no outbox row: timers). */
  runNow(queue: string, jobName: string, data: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

interface QueueState extends QueueRegistration {
  active: number;
  stopped: boolean;
  inHand: Set<Promise<void>>;
  waiting: Array<() => void>;
}

/**
 * The second transport: on the embedded default without Redis, jobs are taken from the database
 * outbox and run here by the same handlers BullMQ would call. A row is claimed by one guarded
 * statement, run holding no lock or transaction (PGlite has one connection for the whole
 * process), then marked done; a claim whose runner died is taken again after its deadline.
 */
export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { db, logger, transport } = options;
  const outbox = createOutboxRepository(db);
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const owner = `runner-${randomUUID()}`;
  const queues = new Map<string, QueueState>();
  let closed = false;
  let ticking = false;
  let again = false;

  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();

  async function tick(): Promise<void> {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        for (const [queue, state] of queues) await fill(queue, state);
      } while (again);
    } catch (error) {
      logger.error({ err: error }, 'in-process runner could not read the outbox');
    } finally {
      ticking = false;
    }
  }

  async function fill(queue: string, state: QueueState): Promise<void> {
    while (!closed && !state.stopped && transport.current === 'in-process') {
      if (state.active >= state.concurrency || state.waiting.length > 0) return;
      const row = await outbox.claimNextMessage(queue, owner, leaseMs);
      if (!row) return;
      track(state, runClaimed(state, row));
    }
  }

  function track(state: QueueState, run: Promise<void>): void {
    state.active += 1;
    state.inHand.add(run);
    void run.finally(() => {
      state.active -= 1;
      state.inHand.delete(run);
      const next = state.waiting.shift();
      if (next) next();
      else void tick();
    });
  }

  async function runClaimed(state: QueueState, row: ClaimedMessage): Promise<void> {
    const log = logger.child({ jobId: row.jobId, job: row.jobName, transport: 'in-process' });
    const heartbeat = setInterval(() => {
      outbox.extendClaim(row.id, owner, leaseMs).then(
        (held) => held || log.warn('claim lost: another runner took the job after its deadline'),
        (error: unknown) => log.warn({ err: error }, 'claim heartbeat failed'),
      );
    }, leaseMs / 3);
    heartbeat.unref();
    const job = localJobContext({ db, row, owner, logger: log });
    try {
      const outcome = await Promise.resolve(state.handle(job.context)).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      clearInterval(heartbeat);
      await settleLocalRun({ db, row, owner, logger: log, released: job.released(), outcome });
    } catch (error) {
      log.error({ err: error }, 'could not record the outcome of an in-process job');
    } finally {
      clearInterval(heartbeat);
    }
  }

  return {
    register(queue, registration) {
      const state: QueueState = {
        ...registration,
        active: 0,
        stopped: false,
        inHand: new Set(),
        waiting: [],
      };
      queues.set(queue, state);
      void tick();
      return {
        async stop() {
          state.stopped = true;
          await Promise.allSettled([...state.inHand]);
          if (queues.get(queue) === state) queues.delete(queue);
        },
      };
    },
    async runNow(queue, jobName, data) {
      const state = queues.get(queue);
      if (!state || state.stopped || closed) return;
      if (state.active >= state.concurrency) {
        await new Promise<void>((resolve) => state.waiting.push(resolve));
      }
      const context = localJobContext({ db, row: null, owner, logger, jobName, data }).context;
      const run = Promise.resolve(state.handle(context)).then(
        () => undefined,
        (error: unknown) => logger.error({ err: error, job: jobName }, 'in-process job failed'),
      );
      track(state, run);
      await run;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.allSettled([...queues.values()].flatMap((state) => [...state.inHand]));
    },
  };
}
