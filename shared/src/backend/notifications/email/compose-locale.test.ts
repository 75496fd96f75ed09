import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../i18n/locales';
import { appointmentCalendar } from './appointment-calendar';
import { composeAppointmentEmails, type AppointmentJob } from './compose-appointment';
import type { AppointmentFacts } from './mail.repository';
import { mailText, type MailMessageKey } from './mail-i18n';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

const visit = (
  locales: { owner?: Locale; clinic?: Locale } = {},
  change: Partial<AppointmentFacts> = {},
): AppointmentFacts => ({
  id: '00000000-0000-4000-8000-000000000002',
  status: 'pending',
  date: '2026-03-20',
  time: '10:30',
  duration: 30,
  service: 'Dental Check',
  petName: 'Rex',
  notes: 'Sensitive left side',
  owner: {
    email: 'olivia@example.test',
    firstName: 'Olivia',
    lastName: 'Owner',
    ...(locales.owner ? { locale: locales.owner } : {}),
  },
  clinic: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Camden Vets',
    address: '1 High St',
    city: 'London',
    postcode: 'NW1 1AA',
    phone: '020 7946 0000',
    email: 'desk@camden.test',
    timeZone: 'Europe/London',
    ...(locales.clinic ? { locale: locales.clinic } : {}),
  },
  price: { min: 45, max: 60, currency: 'EUR', firstConsultation: true },
  ...change,
});
const context = {
  publicUrl: 'https://petvet.test',
  now: new Date('2026-03-10T09:00:00Z'),
  fromAddress: 'noreply@petvet.test',
  sequence: 0,
};
const compose = (
  job: Partial<AppointmentJob> & { kind: AppointmentJob['kind'] },
  facts = visit(),
) => composeAppointmentEmails({ appointmentId: 'x', ...job } as AppointmentJob, facts, context);
const emailOf = (emails: ReturnType<typeof compose>, role: 'owner' | 'clinic') =>
  emails.find((email) => email.role === role)!;
const summaryOf = (ics: string) => /^SUMMARY:(.*)$/m.exec(ics.replace(/\r\n /g, ''))?.[1];

describe('appointment emails speak the reader’s language', () => {
  it('when a German account books, then the confirmation’s subject, body and .ics summary are German', () => {
    const owner = emailOf(compose({ kind: 'booked' }, visit({ owner: 'de' })), 'owner');
    expect(owner.subject).toBe(
      'Buchung eingegangen: Dental Check für Rex bei Camden Vets, Freitag, 20. März 2026 um 10:30 Uhr (Ortszeit London)',
    );
    expect(owner.text).toMatch(/^Hallo Olivia,$/m);
    expect(owner.text).toContain(
      'Camden Vets hat Ihre Buchung erhalten. Die Praxis muss den Termin noch bestätigen',
    );
    expect(owner.text).toContain(
      'Wann: Freitag, 20. März 2026 um 10:30 Uhr (Ortszeit London) (30 Minuten)',
    );
    expect(owner.text).toMatch(/^Preis der Erstuntersuchung: 45–60\s€ inkl\. MwSt\.$/m);
    expect(owner.text).toContain('Absagen oder ändern: https://petvet.test/');
    expect(owner.html).toContain('<html lang="de">');
    expect(summaryOf(owner.calendar!.content)).toBe('Dental Check für Rex bei Camden Vets');
  });

  it('when an English account books, then its confirmation and .ics summary read as before', () => {
    for (const facts of [visit(), visit({ owner: 'en' })]) {
      const owner = emailOf(compose({ kind: 'booked' }, facts), 'owner');
      expect(owner.subject).toBe(
        'Booking received: Dental Check for Rex at Camden Vets, Friday 20 March 2026 at 10:30 London time',
      );
      expect(owner.text).toMatch(/^Hello Olivia,$/m);
      expect(owner.text).toContain('When: Friday 20 March 2026 at 10:30 London time (30 minutes)');
      expect(owner.text).toContain('Consultation price: €45 - €60 including VAT');
      expect(summaryOf(owner.calendar!.content)).toBe('Dental Check for Rex at Camden Vets');
    }
  });

  it('when the owner reads German and the clinic’s staff French, then each email and invitation speaks its reader’s', () => {
    const emails = compose({ kind: 'booked' }, visit({ owner: 'de', clinic: 'fr' }));
    const clinic = emailOf(emails, 'clinic');
    expect(clinic.subject).toBe(
      'Nouvelle réservation : Dental Check pour Rex, vendredi 20 mars 2026 à 10:30 (heure locale à London)',
    );
    expect(clinic.text).toContain('Olivia Owner a réservé Dental Check pour Rex.');
    expect(clinic.text).toContain('Remarques du propriétaire : Sensitive left side');
    expect(clinic.text).toContain('Propriétaire : Olivia Owner <olivia@example.test>');
    expect(summaryOf(clinic.calendar!.content)).toBe('Dental Check pour Rex chez Camden Vets');
    expect(emailOf(emails, 'owner').subject).toMatch(/^Buchung eingegangen/);
  });

  it('when a Spanish owner’s visit is moved by the owner, then the move is told in Spanish with both times', () => {
    const emails = compose(
      { kind: 'rescheduled', previous: { date: '2026-03-19', time: '09:00' } },
      visit({ owner: 'es' }, { clinicianName: 'Ada Vet' }),
    );
    const owner = emailOf(emails, 'owner');
    expect(owner.subject).toBe(
      'Cambiada: Dental Check para Rex en Camden Vets, ahora el viernes, 20 de marzo de 2026 a las 10:30 (hora de London) con Ada Vet',
    );
    expect(owner.text).toContain(
      'Su cita ha cambiado del jueves, 19 de marzo de 2026 a las 09:00 (hora de London) al viernes, 20 de marzo de 2026 a las 10:30 (hora de London) con Ada Vet.',
    );
    expect(owner.text).toMatch(/^Hola, Olivia:$/m);
    expect(summaryOf(owner.calendar!.content)).toBe(
      'Dental Check para Rex con Ada Vet en Camden Vets',
    );
    // The clinic's copy keeps English, its staff's language by default.
    expect(emailOf(emails, 'clinic').subject).toMatch(/^Moved by the owner: Dental Check for Rex/);
  });

  it('when a clinic cancels a French owner’s visit, then the cancellation and its phone number are told in French', () => {
    const owner = emailOf(
      compose(
        { kind: 'cancelled', cancelledBy: 'clinic', reason: 'Vétérinaire malade' },
        visit({ owner: 'fr' }, { status: 'cancelled' }),
      ),
      'owner',
    );
    expect(owner.subject).toMatch(/^Annulé : Dental Check pour Rex chez Camden Vets, vendredi/);
    expect(owner.text).toContain(
      'Camden Vets a annulé votre rendez-vous. Vous pouvez joindre la clinique au 020 7946 0000.',
    );
    expect(owner.text).toContain('Motif indiqué : Vétérinaire malade');
  });

  it('when the API serves the "Add to calendar" file, then it speaks the owner’s language', () => {
    const ics = appointmentCalendar(visit({ owner: 'es' }), context, 'PUBLISH');
    expect(summaryOf(ics)).toBe('Dental Check para Rex en Camden Vets');
  });
});

describe('the email catalogues', () => {
  const catalogues = { en, de, fr, es } as Record<Locale, Record<string, string>>;

  it.each(LOCALES)(
    'when the %s catalogue is compiled, then every message is valid ICU and renders with no placeholder left',
    (locale) => {
      const keys = Object.keys(en) as MailMessageKey[];
      expect(Object.keys(catalogues[locale]).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        expect(() => compileMessageOrThrow(catalogues[locale][key]!)).not.toThrow();
        // Every placeholder any message names, each given a value that shows where it lands.
        const names = [
          ...Object.values(en)
            .join(' ')
            .matchAll(/\{(\w+)[,}]/g),
        ].map((m) => m[1]!);
        const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        const text = mailText(locale, key, { ...values, duration: 30 });
        expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
      }
    },
  );

  it('when a message holds an apostrophe, then it is kept as written (ICU quoting)', () => {
    expect(
      mailText('en', 'appointment.moved.clinicTo', { owner: 'Olivia Owner', at: 'noon' }),
    ).toBe("Olivia Owner's appointment has moved to noon.");
  });
});
