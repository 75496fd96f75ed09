import { Agent, request, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '@petvet/shared/server';
import { spawnApiProcess, type ApiProcess } from './test-support/api-process';
import { startKeepAliveLoad, type LoadRequest } from './test-support/keep-alive-load';

const SHUTDOWN_TIMEOUT_MS = 20_000;
const LOGIN_BODY = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password-1' });
// Health checks, database reads, and sign-ins that each verify a password hash (the slow ones).
const MIX: LoadRequest[] = [
  { method: 'GET', path: '/api/healthz' },
  { method: 'POST', path: '/api/auth/login', body: JSON.parse(LOGIN_BODY) as unknown },
  { method: 'GET', path: '/api/vets/00000000-0000-4000-8000-000000000000' },
];

async function until(condition: () => boolean, what: string, deadlineMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > deadlineMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface SlowUpload {
  /** Sends the rest of the body and resolves with the answer. */
  finish(): Promise<{ status: number; closes: boolean }>;
}

/** A sign-in whose body arrives in two halves, on a connection already used once. */
async function startSlowUpload(url: string, agent: Agent): Promise<SlowUpload> {
  await new Promise<void>((resolve, reject) => {
    request(`${url}/api/healthz`, { agent }, (res) => res.resume().once('end', resolve))
      .once('error', reject)
      .end();
  });
  const half = Math.floor(LOGIN_BODY.length / 2);
  let req: ClientRequest | undefined;
  const answer = new Promise<{ status: number; closes: boolean }>((resolve, reject) => {
    req = request(
      `${url}/api/auth/login`,
      {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': LOGIN_BODY.length },
      },
      (res) => {
        res.resume().once('end', () => {
          if (!res.complete) reject(new Error('answer cut short'));
          resolve({ status: res.statusCode ?? 0, closes: res.headers.connection === 'close' });
        });
      },
    );
    req.once('error', reject);
    req.write(LOGIN_BODY.slice(0, half));
  });
  return {
    finish: () => {
      req?.end(LOGIN_BODY.slice(half));
      return answer;
    },
  };
}

describe('stopping the API process under keep-alive load', () => {
  let database: ScratchDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createScratchDatabase(inject('databaseUrl'), 'petvet_stop');
    api = await spawnApiProcess({
      databaseUrl: database.url,
      redisUrl: inject('redisUrl'),
      queuePrefix: database.name,
      env: { AUTH_RATE_LIMIT: '1000000', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) },
    });
  }, 120_000);
  afterAll(async () => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    await database?.drop();
  });

  it('when SIGTERM arrives mid-load, then every request sent gets a whole answer, later ones say Connection: close, and the process exits 0 soon', async () => {
    const uploadAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const upload = await startSlowUpload(api.url, uploadAgent);
    const load = startKeepAliveLoad(api.url, 8, MIX);
    await until(() => load.answered() >= 30, 'the load to get going');

    const signalledAt = Date.now();
    api.child.kill('SIGTERM');
    await until(() => api.output().includes('SIGTERM: shutting down'), 'the stop to begin');
    const stopSeenAt = performance.now();

    // Its headers came before the stop; its answer must still come, and close the connection.
    expect(await upload.finish()).toEqual({ status: 401, closes: true });
    expect(await api.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS / 2);

    const report = await load.finish();
    uploadAgent.destroy();
    expect(report.broken).toEqual([]);
    expect(report.answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const sentDuringStop = report.answers.filter((answer) => answer.sentAt > stopSeenAt);
    expect(sentDuringStop.filter((answer) => !answer.closes)).toEqual([]);
  }, 90_000);
});
