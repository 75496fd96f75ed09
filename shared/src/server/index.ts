export * from './db/client';
export * as schema from './db/schema';
export * from './logger';
export * from './base-config';
export * from './redis';
export * from './geo/gazetteer';
export * from './geo/countries';
export * from './worker-runtime';
export * from './stats-requests';
