import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { publishNotification, type AppointmentEvent } from '@petvet/shared/backend';

const unique = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.test`;

export interface MailScene {
  ownerEmail: string;
  ownerId: string;
  clinicEmail: string;
  clinicId: string;
  petId: string;
}

/**
 * Olivia Owner with Rex (a Beagle), and Camden Animal Clinic in London with its own address; with
 * `profileEmail: false`, the clinic's profile names none and its business account's address counts;
 * with `ownerVerified: false`, Olivia has not confirmed her address yet.
 */
export async function createMailScene(
  db: Database,
  options: { profileEmail?: boolean; ownerVerified?: boolean } = {},
): Promise<MailScene> {
  const ownerEmail = unique('olivia');
  const clinicEmail = unique('desk.camden');
  const withProfileEmail = options.profileEmail ?? true;
  const [business] = await db
    .insert(schema.accounts)
    .values({
      email: withProfileEmail ? unique('victor') : clinicEmail,
      passwordHash: 'x',
      firstName: 'Victor',
      lastName: 'Vet',
      userType: 'vet_business',
    })
    .returning({ id: schema.accounts.id });
  const [owner] = await db
    .insert(schema.accounts)
    .values({
      email: ownerEmail,
      passwordHash: 'x',
      firstName: 'Olivia',
      lastName: 'Owner',
      userType: 'pet_owner',
      // Reminders and offers wait for an unverified address; Olivia's is verified unless asked.
      emailVerifiedAt: (options.ownerVerified ?? true) ? new Date() : null,
    })
    .returning({ id: schema.accounts.id });
  const [clinic] = await db
    .insert(schema.clinics)
    .values({
      businessName: 'Camden Animal Clinic',
      address: '1 Camden High St',
      city: 'London',
      postcode: 'NW1 7JE',
      phone: '020 7946 0000',
      email: withProfileEmail ? clinicEmail : '',
      accountId: business!.id,
      timeZone: 'Europe/London',
    })
    .returning({ id: schema.clinics.id });
  const [pet] = await db
    .insert(schema.pets)
    .values({ ownerId: owner!.id, name: 'Rex', species: 'Dog', breed: 'Beagle' })
    .returning({ id: schema.pets.id });
  return { ownerEmail, ownerId: owner!.id, clinicEmail, clinicId: clinic!.id, petId: pet!.id };
}

/** Books Rex in one transaction with its "booked" email, as the booking does. */
export async function bookVisit(
  db: Database,
  scene: MailScene,
  at: { date: string; time: string; duration?: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.appointments)
      .values({
        clinicId: scene.clinicId,
        ownerId: scene.ownerId,
        petId: scene.petId,
        petName: 'Rex',
        petSpecies: 'Dog',
        serviceType: 'Dental Check',
        appointmentDate: at.date,
        appointmentTime: at.time,
        duration: at.duration ?? 30,
        notes: 'Sensitive left side',
      })
      .returning({ id: schema.appointments.id });
    await publishNotification(tx, { kind: 'booked', appointmentId: row!.id });
    return row!.id;
  });
}

/** Changes the visit and queues its email in one transaction, as the status and owner changes do. */
export async function changeVisit(
  db: Database,
  appointmentId: string,
  change: Partial<typeof schema.appointments.$inferInsert>,
  mail: Omit<AppointmentEvent, 'appointmentId'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(schema.appointments)
      .set(change)
      .where(eq(schema.appointments.id, appointmentId));
    await publishNotification(tx, { ...mail, appointmentId });
  });
}

/** Holds a freed time for the owner until `expiresAt`, with its offer email. */
export async function holdForOwner(
  db: Database,
  scene: MailScene,
  hold: { date: string; startTime: string; endTime: string; expiresAt: Date },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.slotHolds)
      .values({ clinicId: scene.clinicId, ownerId: scene.ownerId, ...hold })
      .returning({ id: schema.slotHolds.id });
    await publishNotification(tx, { kind: 'waitlist-offer', holdId: row!.id });
    return row!.id;
  });
}
