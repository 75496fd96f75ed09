import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';

export const SCHEDULE_CHECK_EVERY_MS = 60_000;

/** A queue's recurring jobs, by scheduler id, and how to register them all again. */
export interface KeptSchedules {
  name: string;
  ids: readonly string[];
  upsert(): Promise<void>;
}

export interface ScheduleKeeperOptions {
  queue: Queue;
  /** The queue's connection: its 'ready' event says Redis is back, perhaps without its data. */
  connection: Redis;
  logger: Logger;
  schedules: KeptSchedules;
  checkEveryMs?: number;
}

/**
 * Keeps a queue's recurring jobs registered while its worker runs. They live in Redis only, so a
 * Redis that comes back empty (restarted without persistence, failed over) loses them; they are
 * written again when the connection is ready again and at every check. A check only writes the
 * schedules when one is missing, so the next run time of an existing one never moves.
 */
export function keepSchedules(options: ScheduleKeeperOptions): { stop(): void } {
  const { queue, connection, logger, schedules: kept } = options;
  let checking = false;
  const check = async () => {
    // While Redis is away a command would wait for it; the 'ready' event brings the check back.
    if (checking || connection.status !== 'ready') return;
    checking = true;
    try {
      const present = await Promise.all(kept.ids.map((id) => queue.getJobScheduler(id)));
      if (present.some((scheduler) => !scheduler)) {
        await kept.upsert();
        logger.warn(`the ${kept.name} schedules were missing from Redis: registered again`);
      }
    } catch (error) {
      logger.error({ err: error }, `could not check the ${kept.name} schedules`);
    } finally {
      checking = false;
    }
  };
  const onReady = () => void check();
  connection.on('ready', onReady);
  const timer = setInterval(onReady, options.checkEveryMs ?? SCHEDULE_CHECK_EVERY_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      connection.off('ready', onReady);
    },
  };
}
