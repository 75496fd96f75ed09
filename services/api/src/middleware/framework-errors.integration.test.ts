import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, type ErrorCode } from '@petvet/shared';
import { createTestApp, type TestApp } from '../test-support/test-app';

const LOGIN = '/api/auth/login';
const credentials = JSON.stringify({
  email: 'nobody@example.test',
  password: 'not-the-password-1',
});

describe('requests the framework itself refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const expectRefusal = (res: request.Response, status: number, code: ErrorCode, text: string) => {
    expect(res.status).toBe(status);
    expect(errorBodySchema.parse(res.body)).toMatchObject({ code, error: text });
  };

  // The bytes go out as given: superagent would otherwise turn a Buffer into JSON.
  const postLogin = (body: Buffer | string, headers: Record<string, string>) =>
    request(t.app)
      .post(LOGIN)
      .set({ 'Content-Type': 'application/json', ...headers })
      .serialize((raw: unknown) => raw as string)
      .send(body);

  it('when a path parameter holds a bad percent-escape, then 400 names the URL', async () => {
    for (const path of ['/api/vets/%ZZ', '/api/vets/%E0%A4%A', '/api/vets/abc%']) {
      const res = await request(t.app).get(path);
      expectRefusal(res, 400, 'VALIDATION_FAILED', 'Malformed percent-encoding in the URL');
    }
  });

  it('when a body comes in an encoding the API does not speak, then 415 says which ones it does', async () => {
    const res = await postLogin(credentials, { 'Content-Encoding': 'bogus' });
    expectRefusal(
      res,
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Unsupported request body encoding: send it uncompressed, or as gzip, deflate or br',
    );
  });

  it('when a body does not decompress as its Content-Encoding says, then 400 says so', async () => {
    const truncated = gzipSync(Buffer.from(credentials)).subarray(0, 12);
    for (const [encoding, body] of [
      ['gzip', Buffer.from(credentials)],
      ['gzip', truncated],
      ['deflate', Buffer.from(credentials)],
    ] as const) {
      const res = await postLogin(body, { 'Content-Encoding': encoding });
      expectRefusal(
        res,
        400,
        'VALIDATION_FAILED',
        'The request body does not match its Content-Encoding',
      );
    }
  });

  it('when a gzip body inflates past the limit, then 413 names the limit', async () => {
    const huge = gzipSync(Buffer.from(JSON.stringify({ padding: 'x'.repeat(2_000_000) })));
    const res = await postLogin(huge, { 'Content-Encoding': 'gzip' });
    expectRefusal(res, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large (limit 1 MB)');
  });

  it('when a body names a charset the API cannot read, then 415 asks for UTF-8', async () => {
    const res = await postLogin(credentials, {
      'Content-Type': 'application/json; charset=latin9',
    });
    expectRefusal(
      res,
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Unsupported request body charset: send UTF-8',
    );
  });

  it('when a gzip body is sound, then it is read like any other', async () => {
    const res = await postLogin(gzipSync(Buffer.from(credentials)), { 'Content-Encoding': 'gzip' });
    expect(res.status).toBe(401);
    expect(errorBodySchema.parse(res.body).code).toBe('UNAUTHENTICATED');
  });
});
