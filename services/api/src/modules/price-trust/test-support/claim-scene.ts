import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Express } from 'express';
import { QUEUES, practiceClaimResponseSchema } from '@petvet/shared';
import { rowsOf, schema, type Logger } from '@petvet/shared/server';
import { sendMailEvent, type OutgoingMail } from '@petvet/shared/backend';
import { bearer, type TestApp } from '../../../test-support/test-app';

/** A crawled practice of the directory with this website ('' for none); answers its id. */
export async function insertPractice(t: TestApp, website: string, name = 'Harbour Vets') {
  const [row] = await t.deps.db
    .insert(schema.globalPractices)
    .values({ source: 'claims-test', sourceId: randomUUID(), name, website, country: 'GB' })
    .returning({ id: schema.globalPractices.id });
  return row!.id;
}

export const claimsPath = (practiceId: number | string, claimId = '') =>
  `/api/global-practices/${practiceId}/claims${claimId ? `/${claimId}` : ''}`;

/** Starts a claim as the account behind `token`; answers the claim (expects 201). */
export async function startClaim(
  app: Express,
  token: string,
  practiceId: number,
  body: Record<string, unknown>,
) {
  const res = await request(app).post(claimsPath(practiceId)).set(bearer(token)).send(body);
  if (res.status !== 201)
    throw new Error(`claim failed: ${res.status} ${JSON.stringify(res.body)}`);
  return practiceClaimResponseSchema.parse(res.body).claim;
}

export const checkClaim = (
  app: Express,
  token: string,
  practiceId: number,
  claimId: string,
  body: Record<string, unknown> = {},
) =>
  request(app)
    .post(`${claimsPath(practiceId, claimId)}/check`)
    .set(bearer(token))
    .send(body);

/** The claim's row as stored. */
export async function claimRow(t: TestApp, claimId: string) {
  const [row] = rowsOf<{
    tokenHash: string;
    status: string;
    attempts: number;
    email: string | null;
    failure: string | null;
  }>(
    await t.deps.db.execute(sql`select token_hash as "tokenHash", status, attempts, email, failure
      from practice_claims where id = ${claimId}`),
  );
  return row!;
}

/** The outbox rows written for a claim: its code email, or its checks by the crawler. */
export async function outboxOf(t: TestApp, claimId: string) {
  return rowsOf<{
    queue: string;
    jobName: string;
    jobId: string;
    payload: Record<string, unknown>;
  }>(
    await t.deps.db.execute(sql`select queue, job_name as "jobName", job_id as "jobId", payload
      from queue_outbox where payload->>'claimId' = ${claimId} order by id`),
  );
}

/** Sends the claim's code email as the notifier would at `now`; answers what went out. */
export async function sendClaimMail(t: TestApp, claimId: string, now: Date, logger?: Logger) {
  const sent: OutgoingMail[] = [];
  for (const row of await outboxOf(t, claimId)) {
    if (row.queue !== QUEUES.notify) continue;
    await sendMailEvent(
      {
        db: t.deps.db,
        transport: { send: async (mail) => void sent.push(mail), close: () => undefined },
        publicUrl: 'https://petvet.test',
        from: 'PetVet <noreply@petvet.test>',
        logger: logger ?? t.deps.logger,
      },
      row.payload,
      now,
    );
  }
  return sent;
}

/** The six digits of a claim email. */
export const codeIn = (mail: OutgoingMail | undefined) =>
  /The code is (\d{6})\./.exec(mail?.text ?? '')?.[1] ?? '';
