import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import {
  composeCertificateEmail,
  composeRecordWrittenEmail,
  composeReminderEmail,
} from './compose-health';
import { composeOfferEmail, composeVaccinationEmail } from './compose-other';
import type { HoldFacts } from './mail.repository';

const owner = (locale?: Locale) => ({
  email: 'olivia@example.test',
  firstName: 'Olivia',
  lastName: 'Owner',
  ...(locale ? { locale } : {}),
});
const reminder = (locale: Locale | undefined, today: string) =>
  composeReminderEmail(
    {
      owner: owner(locale),
      petName: 'Rex',
      vaccineName: 'Tollwut',
      nextDueDate: '2026-03-12',
      hidden: false,
      rule: { clinicId: 'c1', clinicName: 'Praxis Mitte', serviceName: 'Impfung' },
    },
    today,
    'https://petvet.test',
  );
const hold = (locale?: Locale): HoldFacts => ({
  id: 'h1',
  date: '2026-03-20',
  startTime: '10:30',
  endTime: '11:00',
  expiresAt: new Date('2026-03-19T13:05:00Z'),
  petName: 'Rex',
  service: 'Dental Check',
  owner: owner(locale),
  clinic: {
    id: 'c1',
    name: 'Clinique du Marais',
    address: '3 rue des Archives',
    city: 'Paris',
    postcode: '75004',
    phone: '',
    email: '',
    timeZone: 'Europe/Paris',
  },
});

describe('vaccination reminders speak the owner’s language', () => {
  it('when a German owner’s vaccination comes due, then the clinic’s reminder is German', () => {
    const email = reminder('de', '2026-03-01');
    expect(email.subject).toBe('Für Rex ist am 12. März die Impfung Tollwut fällig');
    expect(email.text).toContain(
      'Für Rex ist am Donnerstag, 12. März 2026 die Impfung Tollwut fällig.',
    );
    expect(email.text).toContain('Praxis Mitte empfiehlt, den Termin rechtzeitig zu buchen.');
    expect(email.text).toContain('Fällig am: Donnerstag, 12. März 2026');
    expect(email.text).toMatch(/^Jetzt buchen: https:\/\/petvet\.test\//m);
  });

  it('when a Spanish owner’s vaccination is overdue, then the reminder says it in Spanish', () => {
    const email = reminder('es', '2026-03-20');
    expect(email.subject).toBe('La vacuna Tollwut de Rex venció el 12 de marzo');
    expect(email.text).toContain('Praxis Mitte le recomienda reservar la visita pronto');
  });

  it('when an English owner’s reminder is sent, then it reads as before', () => {
    const email = reminder(undefined, '2026-03-01');
    expect(email.subject).toBe("Rex's Tollwut is due on 12 March");
    expect(email.text).toContain("Rex's Tollwut is due on Thursday 12 March 2026.");
    expect(email.text).toContain('Booking the visit stops the rest of these reminders.');
  });

  it('when a French owner’s vaccination due date nears, then the note is French', () => {
    const email = composeVaccinationEmail(
      {
        id: 'v1',
        vaccineName: 'CHPPi',
        nextDueDate: '2026-03-12',
        petName: 'Rex',
        owner: owner('fr'),
      },
      'https://petvet.test',
    );
    expect(email.subject).toBe('La vaccination CHPPi pour Rex est à faire le jeudi 12 mars 2026');
    expect(email.text).toContain('Trouver une clinique vétérinaire : https://petvet.test/');
  });
});

describe('a waiting-list offer speaks the owner’s language', () => {
  it('when a time comes free for a French owner, then the offer and its expiry are French, in the clinic’s time', () => {
    const email = composeOfferEmail(hold('fr'), 'https://petvet.test');
    expect(email.subject).toBe(
      'Un créneau s’est libéré chez Clinique du Marais : vendredi 20 mars 2026 à 10:30',
    );
    expect(email.text).toContain(
      'Nous vous le réservons jusqu’à 14:05 le jeudi 19 mars 2026 (heure locale à Paris).',
    );
    expect(email.text).toContain(
      'Quand : vendredi 20 mars 2026, de 10:30 à 11:00 (heure locale à Paris)',
    );
  });

  it('when a time comes free for an English owner, then the offer reads as before', () => {
    const email = composeOfferEmail(hold(), 'https://petvet.test');
    expect(email.subject).toBe(
      'A time came free at Clinique du Marais: Friday 20 March 2026 at 10:30',
    );
    expect(email.text).toContain('Held until: 14:05 on Thursday 19 March 2026');
  });
});

describe('health-record emails speak the owner’s language', () => {
  const written = (locale: Locale | undefined, title: string | null) =>
    composeRecordWrittenEmail(
      {
        owner: owner(locale),
        petName: 'Rex',
        clinicName: 'Clínica Retiro',
        staffName: 'Ana Ruiz',
        title,
        date: '2026-03-12',
      },
      'https://petvet.test',
    );

  it('when a clinic writes a Spanish owner’s pet record, then the notice is Spanish', () => {
    const email = written('es', 'Revisión dental');
    expect(email.subject).toBe('Clínica Retiro ha añadido una entrada para Rex: Revisión dental');
    expect(email.text).toContain(
      'Ana Ruiz (Clínica Retiro) ha añadido una entrada al historial de salud de Rex: Revisión dental.',
    );
    expect(email.text).toContain('Fecha: jueves, 12 de marzo de 2026');
    expect(written('es', null).text).toContain('Entrada: Peso');
  });

  it('when a clinic writes an English owner’s pet record, then the notice reads as before', () => {
    const email = written(undefined, null);
    expect(email.subject).toBe("Clínica Retiro added Rex's weight");
    expect(email.text).toContain(
      "Ana Ruiz at Clínica Retiro added Rex's weight to Rex's health record.",
    );
  });

  it('when a German owner asks for the certificate by email, then the email is German', () => {
    const email = composeCertificateEmail(
      {
        pet: { name: 'Rex', species: 'Dog', breed: 'Beagle', age: 3, microchipNumber: null },
        owner: owner('de'),
        vaccinations: [],
      } as unknown as Parameters<typeof composeCertificateEmail>[0],
      Buffer.from('%PDF'),
      'rex.pdf',
      'https://petvet.test',
      'de',
    );
    expect(email.subject).toBe('Impfbescheinigung für Rex');
    expect(email.text).toContain('„Meine Tiere“ öffnen: https://petvet.test/');
  });
});
