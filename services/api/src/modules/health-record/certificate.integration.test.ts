import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MICROCHIP_NUMBER_TEXT, petSchema, QUEUES } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { sendMailEvent, type OutgoingMail } from '@petvet/shared/backend';
import { bearer } from '../../test-support/test-app';
import { asBuffer, pdfText as textOf } from '../../test-support/pdf-answer';
import { expectError } from '../../test-support/expect-error';
import { manualClock, registerOwnerWithPet } from '../appointments/test-support/booking-fixtures';
import { createBookingScene, type BookingScene } from '../appointments/test-support/booking-scene';
import { PET_NOT_FOUND_TEXT } from '../pets/pets.service';

const clock = manualClock('2030-03-05T09:00:00Z');

describe("a pet's vaccination certificate", () => {
  let scene: BookingScene;
  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    const { db } = scene.t.deps;
    await db.execute(sql`insert into vaccinations
      (pet_id, vaccine_name, date_given, next_due_date, batch_number, written_by_clinic_id)
      values (${scene.owner.petId}, 'Rabies booster', '2030-02-01', '2031-02-01', 'RB-4471', ${scene.clinicId}),
             (${scene.owner.petId}, 'Kennel cough', '2029-06-01', null, 'KC-9', null)`);
    await db.execute(sql`insert into vaccinations (pet_id, vaccine_name, date_given, hidden_at)
      values (${scene.owner.petId}, 'Hidden jab', '2029-01-01', now())`);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const download = (petId: string, token: string) =>
    asBuffer(
      request(scene.t.app).get(`/api/users/pets/${petId}/certificate.pdf`).set(bearer(token)),
    );

  it('when the owner downloads it, then the PDF lists each visible vaccination with batch and who gave it', async () => {
    const res = await download(scene.owner.petId, scene.owner.account.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Rex-vaccination-certificate.pdf"',
    );
    const text = await textOf(res.body as Buffer);
    expect(text).toContain('Vaccination certificate');
    expect(text).toContain('Rabies booster');
    expect(text).toContain('RB-4471');
    expect(text).toContain('recorded by Camden Animal Clinic');
    expect(text).toContain('entered by the owner');
    expect(text).toContain(scene.owner.account.email);
    expect(text).not.toContain('Hidden jab');
  });

  it('when the owner enters Rex’s microchip number, then it is kept in capitals without spaces and printed on the certificate; a malformed one is refused', async () => {
    const put = (microchipNumber: string) =>
      request(scene.t.app)
        .put(`/api/users/pets/${scene.owner.petId}`)
        .set(bearer(scene.owner.account.token))
        .send({ name: 'Rex', species: 'Dog', microchipNumber });
    const refused = await put('12-34');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(MICROCHIP_NUMBER_TEXT);
    const saved = await put('985 112 00345 6789');
    expect(saved.status).toBe(200);
    expect(petSchema.parse(saved.body).microchipNumber).toBe('985112003456789');
    const text = await textOf(
      (await download(scene.owner.petId, scene.owner.account.token)).body as Buffer,
    );
    expect(text).toContain('Microchip: 985112003456789');
  });

  it('when another owner or a clinic asks for it, then the pet is not found for them', async () => {
    expectError(
      await request(scene.t.app)
        .get(`/api/users/pets/${scene.owner.petId}/certificate.pdf`)
        .set(bearer(scene.secondOwner.account.token)),
      404,
      PET_NOT_FOUND_TEXT,
    );
    expect(
      (
        await request(scene.t.app)
          .get(`/api/users/pets/${scene.owner.petId}/certificate.pdf`)
          .set(bearer(scene.business.token))
      ).status,
    ).toBe(403);
  });

  it('when the pet is named in Cyrillic or Japanese, then the certificate is made and the file name stays ASCII', async () => {
    for (const name of ['Мила', 'ハナ']) {
      const owner = await registerOwnerWithPet(scene.t.app, { name, species: 'Cat' });
      const res = await download(owner.petId, owner.account.token);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="pet-vaccination-certificate.pdf"',
      );
      const text = await textOf(res.body as Buffer);
      expect(text).toContain('Vaccination certificate');
      if (name === 'Мила') expect(text).toContain('Мила');
    }
  });

  it('when the owner asks for it by email, then it is queued and sent with the PDF attached', async () => {
    const asked = await request(scene.t.app)
      .post(`/api/users/pets/${scene.owner.petId}/certificate/email`)
      .set(bearer(scene.owner.account.token));
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ queued: true });
    const [row] = rowsOf<{ payload: unknown }>(
      await scene.t.deps.db.execute(sql`select payload from queue_outbox
        where queue = ${QUEUES.notify} and job_id like 'certificate-%'
          and payload->>'petId' = ${scene.owner.petId}`),
    );
    const sent: OutgoingMail[] = [];
    await sendMailEvent(
      {
        db: scene.t.deps.db,
        transport: { send: async (mail) => void sent.push(mail), close: () => undefined },
        publicUrl: 'https://petvet.test',
        from: 'PetVet <noreply@petvet.test>',
        logger: scene.t.deps.logger,
      },
      row!.payload,
      clock.now(),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Rex's vaccination certificate");
    const attachment = sent[0]!.attachments?.[0];
    expect(attachment?.filename).toBe('Rex-vaccination-certificate.pdf');
    expect(await textOf(attachment!.content)).toContain('RB-4471');
  });

  it("when another owner asks to email the pet's certificate, then nothing is queued", async () => {
    expectError(
      await request(scene.t.app)
        .post(`/api/users/pets/${scene.owner.petId}/certificate/email`)
        .set(bearer(scene.secondOwner.account.token)),
      404,
      PET_NOT_FOUND_TEXT,
    );
  });
});
