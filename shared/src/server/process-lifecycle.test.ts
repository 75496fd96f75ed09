import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./test-support/crash-fixture.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** Runs the crash fixture to its end: exit code and every line it printed. */
function crash(how: string): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [fixture, how], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: output.split('\n').filter(Boolean) }));
  });
}

function fatalLines(lines: string[]): Array<{ level: number; err?: { message?: string } }> {
  return lines.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as { level?: unknown };
      return parsed.level === 60 ? [parsed as { level: number; err?: { message?: string } }] : [];
    } catch {
      return [];
    }
  });
}

describe('a process started through runMain', () => {
  it.each([
    ['an unhandled rejection', 'rejection', 'lost rejection'],
    ['an uncaught exception', 'exception', 'thrown in a timer'],
  ])(
    'when %s escapes after start, then one fatal JSON log line names it and the process exits 1',
    async (_label, how, message) => {
      const { code, lines } = await crash(how);
      expect(code).toBe(1);
      const fatal = fatalLines(lines);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]?.err?.message).toBe(message);
    },
    30_000,
  );
});
