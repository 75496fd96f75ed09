import { randomUUID } from 'node:crypto';
import { jobNamed, type JobName, type PayloadOf } from '../../jobs/catalogue';
import { AppError, because } from '../../errors/error-codes';
import { createOutboxRepository, type DbExecutor } from './outbox.repository';

export interface EnqueueJobOptions {
  /** A debounced job's wait instead of its declared one (a seed or a CLI asks sooner). */
  delayMs?: number;
}

/**
 * The one way to send a job: the payload is checked against the catalogue's schema, the job's key
 * comes from the catalogue, and the request is an outbox row written in the caller's transaction,
 * so it exists exactly when the change that asked for it commits. The relay hands it to BullMQ,
 * or the in-process runner runs it while Redis is away. A keyed job asked for twice is one job; a
 * debounced one joins the request still waiting under its key. Returns the outbox row's id, or
 * null when the request joined one already waiting.
 */
export async function enqueue<Name extends JobName>(
  tx: DbExecutor,
  name: Name,
  payload: PayloadOf<Name>,
  options: EnqueueJobOptions = {},
): Promise<number | null> {
  const job = jobNamed(name);
  const parsed = job.schema.safeParse(payload);
  if (!parsed.success)
    throw new AppError(
      'INTERNAL',
      because('bad_job', `bad ${name} job: ${parsed.error.issues[0]?.message ?? ''}`),
    );
  const data = parsed.data as Record<string, unknown>;
  const key = job.key(parsed.data);
  const outbox = createOutboxRepository(tx);
  if (job.debounceMs !== undefined && key !== undefined) {
    return outbox.insertDebouncedMessage({
      queue: job.queue,
      jobName: job.name,
      payload: data,
      dedupKey: key,
      delayMs: options.delayMs ?? job.debounceMs,
    });
  }
  return outbox.insertOutboxMessage({
    queue: job.queue,
    jobName: job.name,
    jobId: key ?? `${job.name}-${randomUUID()}`,
    payload: data,
  });
}
