import request from 'supertest';
import type { Express } from 'express';
import { bearer } from '../../../test-support/test-app';
import { createClinic, type TestClinic } from '../../business/test-support/clinic-fixtures';

export interface PriceListScene {
  clinic: TestClinic;
  categoryId: string;
  /** Service ids by name. */
  service: Record<string, string>;
}

/**
 * "Camden vets": a consultation, a cat spay, a keyhole spay for medium dogs and a puppy party,
 * none mapped yet.
 */
export async function camdenVets(app: Express): Promise<PriceListScene> {
  const clinic = await createClinic(app, { businessName: 'Camden Vets' });
  const category = await request(app)
    .post('/api/services/categories')
    .set(bearer(clinic.token))
    .send({ name: 'Care' });
  const service: Record<string, string> = {};
  const items: Array<[string, number, number]> = [
    ['Consultation', 45, 15],
    ['Cat spay', 89, 60],
    ['Lap spay (10-25 kg)', 450, 90],
    ['Puppy party', 10, 60],
  ];
  for (const [i, [name, price, duration]] of items.entries()) {
    const res = await request(app)
      .post('/api/services')
      .set(bearer(clinic.token))
      .send({ categoryId: category.body.id, name, price, duration, displayOrder: i });
    if (res.status !== 201) throw new Error(`service create failed: ${JSON.stringify(res.body)}`);
    service[name] = res.body.id;
  }
  return { clinic, categoryId: category.body.id, service };
}

export const mapService = (
  app: Express,
  scene: PriceListScene,
  name: string,
  body: Record<string, unknown>,
) =>
  request(app)
    .put(`/api/vet-business/price-list/${scene.service[name]}`)
    .set(bearer(scene.clinic.token))
    .send(body);
