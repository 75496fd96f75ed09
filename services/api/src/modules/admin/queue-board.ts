import { Router, type RequestHandler } from 'express';
import { Queue } from 'bullmq';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { QUEUES } from '@petvet/shared';
import { createProducerConnection } from '@petvet/shared/server';
import { basicAuth } from '../../middleware/basic-auth';

export const QUEUE_BOARD_PATH = '/admin/queues';

export interface QueueBoardOptions {
  redisUrl: string;
  prefix: string;
  /** "user:password" */
  credentials: string;
}

export interface QueueBoard {
  router: Router;
  close(): Promise<void>;
}

/** The bull-board UI over the scrape and stats queues, for operators only. */
export function createQueueBoard(options: QueueBoardOptions): QueueBoard {
  const connection = createProducerConnection(options.redisUrl);
  const queues = [QUEUES.scrape, QUEUES.stats].map(
    (name) => new Queue(name, { connection, prefix: options.prefix }),
  );
  for (const queue of queues) queue.on('error', () => undefined);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });

  const router = Router();
  router.use(basicAuth(options.credentials), serverAdapter.getRouter() as RequestHandler);
  return {
    router,
    async close() {
      await Promise.all(queues.map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
