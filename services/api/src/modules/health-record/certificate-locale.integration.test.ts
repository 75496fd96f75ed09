import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES, type Locale } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { sendMailEvent, type OutgoingMail } from '@petvet/shared/backend';
import { bearer } from '../../test-support/test-app';
import { asBuffer, pdfText as textOf } from '../../test-support/pdf-answer';
import { manualClock, registerOwnerWithPet } from '../appointments/test-support/booking-fixtures';
import { createBookingScene, type BookingScene } from '../appointments/test-support/booking-scene';

const clock = manualClock('2030-03-05T09:00:00Z');

describe("a pet's vaccination certificate in its owner's language", () => {
  let scene: BookingScene;
  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  /** An owner whose account speaks `locale`, with Rex vaccinated at Camden Animal Clinic. */
  const ownerSpeaking = async (locale: Locale) => {
    const owner = await registerOwnerWithPet(scene.t.app, { name: 'Rex', species: 'Dog' });
    const set = await request(scene.t.app)
      .patch('/api/account')
      .set(bearer(owner.account.token))
      .send({ locale });
    expect(set.status).toBe(200);
    await scene.t.deps.db.execute(sql`insert into vaccinations
      (pet_id, vaccine_name, date_given, next_due_date, batch_number, written_by_clinic_id)
      values (${owner.petId}, 'Rabies booster', '2030-02-01', '2031-02-01', 'RB-4471', ${scene.clinicId})`);
    return owner;
  };

  const download = (petId: string, token: string) =>
    asBuffer(
      request(scene.t.app).get(`/api/users/pets/${petId}/certificate.pdf`).set(bearer(token)),
    );

  it('when a German owner downloads it, then the certificate, its dates and its file name are German', async () => {
    const owner = await ownerSpeaking('de');
    const res = await download(owner.petId, owner.account.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Rex-Impfbescheinigung.pdf"',
    );
    const text = await textOf(res.body as Buffer);
    expect(text).toContain('Impfbescheinigung');
    expect(text).toContain('Tierart: Hund');
    expect(text).toContain('1. Februar 2030');
    expect(text).toContain('1. Februar 2031');
    expect(text).toContain('eingetragen von Camden Animal Clinic');
    expect(text).toContain('Erstellt am 5. März 2030');
    expect(text).not.toContain('Vaccination certificate');
  });

  it('when a French or a Spanish owner downloads it, then it speaks their language', async () => {
    const french = await ownerSpeaking('fr');
    const frText = await textOf(
      (await download(french.petId, french.account.token)).body as Buffer,
    );
    expect(frText).toContain('Certificat de vaccination');
    expect(frText).toContain('1 février 2030');
    expect(frText).toContain('Numéro de lot');
    const spanish = await ownerSpeaking('es');
    const esText = await textOf(
      (await download(spanish.petId, spanish.account.token)).body as Buffer,
    );
    expect(esText).toContain('Certificado de vacunación');
    expect(esText).toContain('1 de febrero de 2030');
    expect(esText).toContain('Próxima dosis');
  });

  it('when a German owner asks for it by email, then the email and the PDF it carries are German', async () => {
    const owner = await ownerSpeaking('de');
    const asked = await request(scene.t.app)
      .post(`/api/users/pets/${owner.petId}/certificate/email`)
      .set(bearer(owner.account.token));
    expect(asked.status).toBe(202);
    const [row] = rowsOf<{ payload: unknown }>(
      await scene.t.deps.db.execute(sql`select payload from queue_outbox
        where queue = ${QUEUES.notify} and job_id like 'certificate-%'
          and payload->>'petId' = ${owner.petId}`),
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
    expect(sent[0]!.subject).toBe('Impfbescheinigung für Rex');
    const attachment = sent[0]!.attachments?.[0];
    expect(attachment?.filename).toBe('Rex-Impfbescheinigung.pdf');
    const text = await textOf(attachment!.content);
    expect(text).toContain('Impfbescheinigung');
    expect(text).toContain('1. Februar 2030');
  });
});
