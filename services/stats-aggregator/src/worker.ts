import { createWorkerConnection, isRedisUp, type StartWorker } from '@petvet/shared/server';

/**
 * Placeholder until the stats-aggregator lands: connects to Redis and idles, taking no jobs, so
 * requests wait safely in the 'stats' queue.
 */
export const startWorker: StartWorker = async ({ redisUrl, logger }) => {
  const connection = createWorkerConnection(redisUrl);
  const up = await isRedisUp(connection, 2_000);
  logger.info(
    { redis: up ? 'up' : 'down' },
    'stats-aggregator started (idle: no job processor yet)',
  );
  return {
    async close() {
      connection.disconnect();
    },
  };
};
