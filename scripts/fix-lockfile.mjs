#!/usr/bin/env node
/**
 * The npm registry reachable here carries native bindings only for the platforms we run on, so
 * `npm install` records optional dependencies (e.g. darwin or win32 builds of unrs-resolver) that
 * have no entry in package-lock.json, and `npm ci` then refuses the lockfile as out of sync.
 * This drops exactly those dangling optional entries. `npm install <pkg>` keeps the result.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((key) => key.split('node_modules/').pop()));

let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: dropped ${dropped} optional dependencies this registry does not carry`,
);
