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

  it('when the docs page is opened, then Swagger UI is served pointing at the document', async () => {
    const res = await request(t.app).get('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
    const init = await request(t.app).get('/api/docs/swagger-ui-init.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain('/api/openapi.json');
  });
});
