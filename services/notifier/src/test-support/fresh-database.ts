import { freshDatabase as freshDatabaseOf } from '../../../../test-support/fresh-database';

/** A migrated database of the test file's own (see test-support/fresh-database.ts). */
export const freshDatabase = () => freshDatabaseOf('petvet_notifier');
