import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createWorkerConnection } from '@petvet/shared/server';
import { startPrivateRedis } from '../../../../test-support/private-redis';
import { sceneClosedAfterEach } from '../test-support/scene';
import { createHostSlots, SlotLostError } from './politeness';

const scene = sceneClosedAfterEach();

describe('host slots', () => {
  it('when Redis answers later than allowed, then the slot is lost, and the hold Redis grants late is given back at once', async () => {
    const server = await startPrivateRedis();
    scene.defer(server.stop);
    const redis = createWorkerConnection(server.url);
    const admin = new Redis(server.url);
    scene.defer(async () => {
      redis.disconnect();
      admin.disconnect();
    });
    // Writes wait at the server for 1.5 s, as on a Redis that is stuck or failing over.
    await admin.call('CLIENT', 'PAUSE', '1500', 'WRITE');
    const impatient = createHostSlots(redis, 'slots', 60_000, 300);
    let worked = false;
    await expect(
      impatient.withHost('clinic.example', 10, async () => (worked = true)),
    ).rejects.toBeInstanceOf(SlotLostError);
    expect(worked).toBe(false);
    // Without the give-back, this waits for the 60 s lease of the late hold (past the test's limit).
    const patient = createHostSlots(redis, 'slots', 60_000, 10_000);
    await expect(patient.withHost('clinic.example', 10, async () => 'read')).resolves.toBe('read');
  }, 20_000);
});
