import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Express } from 'express';
import { createApp } from '../../app';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createQueueBoard, type QueueBoard } from './queue-board';

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

describe('queue board for operators', () => {
  let t: TestApp;
  let board: QueueBoard;
  let app: Express;
  beforeAll(async () => {
    t = await createTestApp();
    board = createQueueBoard({
      redisUrl: inject('redisUrl'),
      prefix: inject('queuePrefix'),
      credentials: 'operator:long-enough-password',
    });
    app = createApp({ ...t.deps, queueBoard: board.router });
  });
  afterAll(async () => {
    await board.close();
    await t.close();
  });

  it('when no credentials are given, then it answers 401 and asks for them', async () => {
    const res = await request(app).get('/admin/queues');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic /);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('when the password is wrong, then it answers 401', async () => {
    const res = await request(app)
      .get('/admin/queues')
      .set('authorization', basic('operator:wrong-password'));
    expect(res.status).toBe(401);
  });

  it('when the operator signs in, then the board lists the scrape and stats queues', async () => {
    const auth = basic('operator:long-enough-password');
    const page = await request(app).get('/admin/queues').set('authorization', auth);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html');
    const queues = await request(app).get('/admin/queues/api/queues').set('authorization', auth);
    expect(queues.status).toBe(200);
    const names = (queues.body.queues as Array<{ name: string }>).map((queue) => queue.name);
    expect(names.sort()).toEqual(['scrape', 'stats']);
  });

  it('when no credentials are configured, then the board is not mounted at all', async () => {
    const res = await request(t.app).get('/admin/queues');
    expect(res.status).not.toBe(200);
    expect(res.headers['www-authenticate']).toBeUndefined();
  });
});
