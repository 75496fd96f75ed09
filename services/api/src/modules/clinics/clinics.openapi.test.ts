import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../docs/openapi-registry';

describe('API description of the clinic and business endpoints', () => {
  it('when the document is built, then the public clinic paths are described from the shared schemas', () => {
    const doc = openApiDocument();
    expect(Object.keys(doc.paths ?? {})).toEqual(
      expect.arrayContaining([
        '/api/vets',
        '/api/vets/{id}',
        '/api/services/public/{vetId}',
        '/api/vet-business/time-slots/available/{vetId}',
        '/api/vet-business/time-slots/available-days/{vetId}',
      ]),
    );
    expect(Object.keys(doc.paths ?? {})).toEqual(
      expect.arrayContaining([
        '/api/vet-business/profile',
        '/api/vet-business/stats',
        '/api/vet-business/time-slots',
        '/api/vet-business/time-slots/bulk',
        '/api/vet-business/time-slots/{id}',
        '/api/services/categories',
        '/api/services/categories/{id}',
        '/api/services',
        '/api/services/{id}',
      ]),
    );
    const params = (doc.paths?.['/api/vets']?.get?.parameters ?? []) as Array<{ name: string }>;
    expect(params.map((p) => p.name)).toEqual(
      expect.arrayContaining(['city', 'postcode', 'radius']),
    );
  });
});
