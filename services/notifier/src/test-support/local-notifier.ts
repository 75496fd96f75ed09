import {
  createLogger,
  createOutboxRunner,
  createProducerConnection,
  watchRedisTransport,
  type Database,
  type OutboxRunner,
} from '@petvet/shared/server';
import { createNotifyWorker, type NotifyWorker, type NotifyWorkerOptions } from '../notify-worker';

// Nothing listens here: jobs run from the outbox in this process, as on the embedded default.
export const DEAD_REDIS = 'redis://127.0.0.1:1';
/** 09:00 in London (GMT) on Tuesday 10 March 2026. */
export const NOW = new Date('2026-03-10T09:00:00Z');

export interface LocalNotifier {
  worker: NotifyWorker;
  runner: OutboxRunner;
  close(): Promise<void>;
}

/**
 * The notify worker as the embedded default runs it while Redis is away: its jobs taken from the
 * outbox by an in-process runner, on the fixed clock NOW.
 */
export async function startLocalNotifier(
  db: Database,
  options: Pick<NotifyWorkerOptions, 'mail' | 'channels' | 'schedules' | 'queuePrefix'>,
): Promise<LocalNotifier> {
  const logger = createLogger('notify-test', 'silent');
  const redis = createProducerConnection(DEAD_REDIS);
  const transport = watchRedisTransport(redis, logger);
  await transport.settled();
  const runner = createOutboxRunner({ db, logger, transport, pollMs: 50 });
  const worker = await createNotifyWorker({
    db,
    redisUrl: DEAD_REDIS,
    logger,
    local: { transport, runner },
    now: () => NOW,
    ...options,
  });
  return {
    worker,
    runner,
    async close() {
      await worker.close();
      await runner.close();
      transport.close();
      redis.disconnect();
    },
  };
}
