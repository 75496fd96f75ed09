import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the OpenAPI document is asked for, then it describes sign-in from the shared schemas', async () => {
    const res = await request(t.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/me',
        '/api/healthz',
      ]),
    );
    const register = res.body.paths['/api/auth/register'].post;
    const body = register.requestBody.content['application/json'].schema;
    const resolved = body.$ref ? res.body.components.schemas[body.$ref.split('/').at(-1)] : body;
    expect(resolved.properties.userType.enum).toEqual(['pet_owner', 'vet_business']);
    expect(resolved.properties.password.minLength).toBe(6);
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '409']));
    expect(res.body.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
  });

  /** Writes of rows that have no version: a session is only ever ended, once (the UPDATE guards it). */
  const UNVERSIONED_WRITES = ['DELETE /api/account/sessions/{id}'];

  it('when the OpenAPI document is read, then every PUT and DELETE of a versioned record takes If-Match and answers 412', async () => {
    const { paths } = (await request(t.app).get('/api/openapi.json')).body as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; in: string }>; responses: object }>
      >;
    };
    const writes = Object.entries(paths).flatMap(([path, item]) =>
      (['put', 'delete'] as const).flatMap((method) =>
        item[method] ? [{ path, method, op: item[method] }] : [],
      ),
    );
    expect(writes.length).toBeGreaterThanOrEqual(12);
    const unguarded = writes
      .filter(
        ({ op }) =>
          !op.parameters?.some((p) => p.in === 'header' && p.name === 'If-Match') ||
          !('412' in op.responses),
      )
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .filter((write) => !UNVERSIONED_WRITES.includes(write));
    expect(unguarded).toEqual([]);
  });

  it('when the docs page is opened, then Swagger UI is served pointing at the document', async () => {
    const res = await request(t.app).get('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
    const init = await request(t.app).get('/api/docs/swagger-ui-init.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain('/api/openapi.json');
  });
});
