import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertPractice, insertUnconfirmed } from './test-support/review-scene';

const CREDENTIALS = 'operator:long-enough-secret';
const basic = (value: string) => ({
  Authorization: `Basic ${Buffer.from(value).toString('base64')}`,
});
let withAdmin: TestApp;
let without: TestApp;

beforeAll(async () => {
  withAdmin = await createTestApp({ env: { ADMIN_CREDENTIALS: CREDENTIALS } });
  without = await createTestApp();
  const id = await insertPractice(
    withAdmin.handle.db,
    { lat: 10, lng: 10 },
    '<script>Evil</script> Vets',
  );
  await insertUnconfirmed(withAdmin.handle.db, id, { price: 17 });
});
afterAll(async () => {
  await withAdmin.close();
  await without.close();
});

describe('operator page of unconfirmed prices', () => {
  it('when no operator credentials are set, then there is no such page', async () => {
    const res = await request(without.app).get('/admin/prices').set(basic(CREDENTIALS));
    expect(res.status).toBe(404);
  });

  it('when asked without the operator credentials, then it asks for them', async () => {
    const res = await request(withAdmin.app).get('/admin/prices').set(basic('operator:wrong'));
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it('when an operator opens it, then each unconfirmed price shows with its practice, confidence and evidence, escaped', async () => {
    const res = await request(withAdmin.app).get('/admin/prices').set(basic(CREDENTIALS));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('&lt;script&gt;Evil&lt;/script&gt; Vets');
    expect(res.text).not.toContain('<script>Evil');
    expect(res.text).toContain('Nail clips are £17');
    expect(res.text).toContain('0.55');
    expect(res.text).toContain('nail-clipping');
  });
});
