import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { Queue } from 'bullmq';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { AppError, QUEUES } from '@petvet/shared';
import { createProducerConnection } from '@petvet/shared/server';

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

const digest = (value: string) => createHash('sha256').update(value).digest();

/** HTTP basic auth compared in constant time (digests make the lengths equal). */
export function basicAuth(credentials: string, realm = 'PetVet operators'): RequestHandler {
  const expected = digest(credentials);
  return (req, res, next) => {
    const match = /^Basic\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    const given = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    if (given && timingSafeEqual(digest(given), expected)) {
      next();
      return;
    }
    // The header makes browsers ask for the operator's name and password.
    res.setHeader('WWW-Authenticate', `Basic realm="${realm}", charset="UTF-8"`);
    next(new AppError('UNAUTHENTICATED', 'Operator credentials required'));
  };
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
