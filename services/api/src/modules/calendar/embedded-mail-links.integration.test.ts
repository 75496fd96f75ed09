import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, todayIn } from '@petvet/shared';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../../../../../test-support/server-process';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../../test-support/smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * `npm start` without DATABASE_URL and without PUBLIC_URL: one process on embedded PGlite runs the
 * API and the workers. The emails its worker sends must link to the port that process listens on
 * (here not the default 3000), and their "Add to calendar" file must open from there.
 */
describe('email links of the embedded default', () => {
  let app: ServerProcess;
  let smtp: TestSmtpServer;
  let dataDir: string;
  let site: string;

  async function call<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`${site}/api${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const register = (userType: string, email: string) =>
    call<{ token: string }>('POST', '/auth/register', {
      email,
      password: 'correct-horse-1',
      firstName: userType === 'pet_owner' ? 'Olivia' : 'Victor',
      lastName: 'Embedded',
      userType,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-embedded-'));
    smtp = await startTestSmtpServer();
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      // Nothing listens there: jobs run in this process from the database outbox.
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    };
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'JWT_SECRET']) delete env[name];
    app = await startServerProcess({
      name: 'the embedded app',
      command: process.execPath,
      args: ['scripts/start.mjs'],
      options: { cwd: root, env, stdio: 'ignore', detached: true },
      answers: async () => (await fetch(`${site}/api/readyz`).catch(() => null))?.ok === true,
      timeoutMs: 120_000,
      pollMs: 250,
    });
  }, 150_000);
  afterAll(async () => {
    await app?.stop('SIGTERM', 15_000);
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when an owner books on the embedded default, then the email links to the port it serves on and its calendar file opens from there', async () => {
    const stamp = Date.now().toString(36);
    const business = await register('vet_business', `vet.${stamp}@example.test`);
    // The profile as the e2e journeys' clinics fill it in: the address ends with city and postcode.
    const { id: clinicId } = await call<{ id: string }>(
      'PUT',
      '/vet-business/profile',
      {
        businessName: `Embedded ${stamp} Clinic`,
        address: '1 Riverside Walk, London SE1 7PB',
        phone: '+44 20 7946 0101',
        email: `clinic.${stamp}@example.test`,
        website: 'https://riverside.example',
        description: 'A clinic of the embedded default.',
        services: ['Consultation'],
        openingHours: [
          'Monday: 8:00 AM - 6:00 PM',
          'Tuesday: 8:00 AM - 6:00 PM',
          'Wednesday: 8:00 AM - 6:00 PM',
          'Thursday: 8:00 AM - 6:00 PM',
          'Friday: 8:00 AM - 6:00 PM',
          'Saturday: 9:00 AM - 4:00 PM',
          'Sunday: 9:00 AM - 4:00 PM',
        ],
        latitude: 51.5045,
        longitude: -0.1132,
        city: 'London',
        postcode: 'SE1 7PB',
        country: 'GB',
        timeZone: 'Europe/London',
      },
      business.token,
    );
    const date = addCalendarDays(todayIn('Europe/London', new Date()), 3);
    await call(
      'POST',
      '/vet-business/time-slots',
      { date, startTime: '10:00', endTime: '10:30', service: 'Consultation', duration: 30 },
      business.token,
    );
    const [slot] = await call<Array<{ id: string; service: string }>>(
      'GET',
      `/vet-business/time-slots/available/${clinicId}?date=${date}`,
    );
    const owner = await register('pet_owner', `owner.${stamp}@example.test`);
    // The first email asks to confirm the address: its link is on this port too, and opening it
    // (as the owner would) lets the visit's reminders through.
    const [verification] = await smtp.waitForMail({
      to: `owner.${stamp}@example.test`,
      timeoutMs: 30_000,
    });
    const verifyLink =
      (verification!.parsed.text ?? '').match(/https?:\/\/\S+verify-email\?token=[\w-]+/)?.[0] ??
      '';
    expect(verifyLink.startsWith(`${site}/verify-email?token=`)).toBe(true);
    await call('POST', '/auth/verify-email', {
      token: new URL(verifyLink).searchParams.get('token'),
    });
    const pet = await call<{ id: string }>(
      'POST',
      '/users/pets',
      { name: 'Rex', species: 'Dog' },
      owner.token,
    );
    await call(
      'POST',
      '/appointments',
      {
        vetId: clinicId,
        petId: pet.id,
        timeSlotId: slot!.id,
        serviceType: slot!.service,
        appointmentDate: date,
        appointmentTime: '10:00',
        duration: 30,
      },
      owner.token,
    );

    const mail = (
      await smtp.waitForMail({ to: `owner.${stamp}@example.test`, count: 2, timeoutMs: 30_000 })
    )[1];
    const text = mail!.parsed.text ?? '';
    const links = text.match(/https?:\/\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link.startsWith(`${site}/`), link).toBe(true);
    const calendar = /^Add to calendar: (\S+)$/m.exec(text)?.[1];
    const res = await fetch(calendar!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
  }, 60_000);
});
