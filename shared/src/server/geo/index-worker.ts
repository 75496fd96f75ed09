/** Run in a worker thread: builds the index and saves its cache, off the server's event loop. */
import { parentPort } from 'node:worker_threads';
import { cacheFileFor, writeIndexCache } from './index-cache';
import { buildPlaceIndex, dataFile } from './place-index';

const file = dataFile();
const cache = cacheFileFor(file);
if (cache) writeIndexCache(cache, buildPlaceIndex(file));
parentPort?.postMessage(cache ? 'saved' : 'no cache');
