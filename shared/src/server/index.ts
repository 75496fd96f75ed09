export * from './db/client';
export * as schema from './db/schema';
export * from './db/actor';
export * from './logger';
export * from './base-config';
export * from './redis';
export * from './geo/gazetteer';
export * from './geo/countries';
export * from './geo/uk-postcode-areas';
export * from './directory/practice-summary';
export * from './worker-runtime';
export * from './stats-requests';
export * from './process-lifecycle';
export * from './time-limit';
export * from './chromium';
export * from './db/scratch-database';
export * from './jobs/job-context';
export * from './jobs/job-options';
export * from './jobs/transport';
export * from './jobs/outbox-runner';
export * from './jobs/consume-jobs';
export { JobReleasedError } from './jobs/local-job';
export {
  createOutboxRepository,
  type DbExecutor,
  type OutboxMessage,
  type OutboxRepository,
} from './jobs/outbox.repository';
export * from './jobs/outbox-relay.repository';
export * from './jobs/recurring';
export * from './jobs/queue-service';
export * from './jobs/schedule-keeper';
export * from './jobs/outbox-prune';
export * from './jobs/enqueue';
export * from './jobs/hand-over';
