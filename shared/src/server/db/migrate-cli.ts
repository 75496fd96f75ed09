import { openDatabase } from './client';

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
  migrate: true,
});
console.log(`migrations applied (${handle.driver})`);
await handle.close();
