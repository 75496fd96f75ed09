import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';
import { composeClaimEmail } from './compose-claim';
import { healthEmailsFor } from './health-emails';
// Brings in the typed inject() keys the global setup provides.
import type {} from '../../../../../test-support/global-setup';

const NOW = new Date('2026-03-05T09:00:00Z');

describe("a clinic without a name, named in the reader's words", () => {
  let handle: DatabaseHandle;
  let namelessClinicId: string;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: inject('databaseUrl') });
    const [clinic] = await handle.db
      .insert(schema.clinics)
      .values({ businessName: '' })
      .returning({ id: schema.clinics.id });
    namelessClinicId = clinic!.id;
  });
  afterAll(async () => {
    await handle.close();
  });

  const ownerSpeaking = async (locale: Locale) => {
    const [owner] = await handle.db
      .insert(schema.accounts)
      .values({
        email: `fallback.${randomBytes(4).toString('hex')}@example.test`,
        passwordHash: '!unclaimed',
        firstName: 'Lena',
        lastName: 'Fischer',
        userType: 'pet_owner',
        locale,
      })
      .returning({ id: schema.accounts.id });
    const [pet] = await handle.db
      .insert(schema.pets)
      .values({ ownerId: owner!.id, name: 'Rex', species: 'Dog' })
      .returning({ id: schema.pets.id });
    return { ownerId: owner!.id, petId: pet!.id };
  };

  const claimFor = async (accountId: string) => {
    const [claim] = await handle.db
      .insert(schema.accountClaims)
      .values({ accountId, expiresAt: new Date(NOW.getTime() + 86_400_000) })
      .returning({ id: schema.accountClaims.id });
    return composeClaimEmail(handle.db, claim!.id, 'https://petvet.test', NOW);
  };

  it('when a German account is claimed with no visit to name a clinic by, then the email says "Ihre Tierarztpraxis"', async () => {
    const { ownerId } = await ownerSpeaking('de');
    const email = await claimFor(ownerId);
    expect(email?.subject).toBe(
      'Ihre Tierarztpraxis hat ein PetVet-Konto für Sie angelegt: Legen Sie Ihr Passwort fest',
    );
    expect(email?.text).toContain('Ihre Tierarztpraxis hat telefonisch einen Termin für Rex');
    expect(email?.text).not.toContain('Your clinic');
  });

  it('when an English account is claimed the same way, then the email still says "Your clinic"', async () => {
    const { ownerId } = await ownerSpeaking('en');
    const email = await claimFor(ownerId);
    expect(email?.subject).toBe('Your clinic made you a PetVet account: set your password');
  });

  it("when a clinic without a name writes a German owner's pet's weight, then the email names it in German", async () => {
    const { petId } = await ownerSpeaking('de');
    const [weight] = await handle.db
      .insert(schema.petWeights)
      .values({ petId, date: '2026-03-04', weight: 12.5, writtenByClinicId: namelessClinicId })
      .returning({ id: schema.petWeights.id });
    const { emails } = await healthEmailsFor(
      handle.db,
      { kind: 'record-written', entryKind: 'weight', entryId: weight!.id },
      NOW,
      'https://petvet.test',
    );
    expect(emails[0]?.subject).toBe('Ihre Tierarztpraxis hat das Gewicht von Rex eingetragen');
    expect(emails[0]?.text).toContain('Eingetragen von: Ihre Tierarztpraxis');
  });

  it('when a French or a Spanish owner is told the same, then each reads their own words', async () => {
    for (const [locale, subject] of [
      ['fr', 'Votre clinique'],
      ['es', 'Su clínica'],
    ] as const) {
      const { petId } = await ownerSpeaking(locale);
      const [weight] = await handle.db
        .insert(schema.petWeights)
        .values({ petId, date: '2026-03-04', weight: 9, writtenByClinicId: namelessClinicId })
        .returning({ id: schema.petWeights.id });
      const { emails } = await healthEmailsFor(
        handle.db,
        { kind: 'record-written', entryKind: 'weight', entryId: weight!.id },
        NOW,
        'https://petvet.test',
      );
      expect(emails[0]?.subject.startsWith(subject)).toBe(true);
    }
  });
});
