import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOGGER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'logger.ts');

/** Runs a script in its own process (stdout is the log) and returns its lines, parsed. */
function linesOf(script: string): Array<Record<string, unknown>> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'buffered-lines-')), 'run.ts');
  writeFileSync(file, script);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  return run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('buffered lines of answered requests', () => {
  it('when lines are buffered and the process exits, then every line is written with the logger name, bindings and level', () => {
    const lines = linesOf(`
      import { bufferedLinesOf, createLogger } from ${JSON.stringify(LOGGER)};
      const lines = bufferedLinesOf(createLogger('api', 'info').child({ service: 'api' }));
      lines.debug('below the level');
      for (let n = 0; n < 3; n += 1) lines.info({ req: { id: String(n) } }, 'request completed');
      process.exit(0);
    `);
    expect(lines.map((line) => [line.name, line.service, line.msg, line.req])).toEqual([
      ['api', 'api', 'request completed', { id: '0' }],
      ['api', 'api', 'request completed', { id: '1' }],
      ['api', 'api', 'request completed', { id: '2' }],
    ]);
    expect(typeof lines[0]?.pid).toBe('number');
  });

  it('when a process keeps running, then a buffered line is written within about a second', () => {
    const lines = linesOf(`
      import { bufferedLinesOf, createLogger } from ${JSON.stringify(LOGGER)};
      const lines = bufferedLinesOf(createLogger('api', 'info'));
      lines.info('request completed');
      // Written after the line, before the exit: it comes second only if the line was flushed.
      setTimeout(() => { console.log(JSON.stringify({ msg: 'waited' })); process.exit(0); }, 3000);
    `);
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'waited']);
  });
});
