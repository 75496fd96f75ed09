import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER, renderApp } from '../../test/render-app';
import { CAMDEN_VET, pet, vaccination } from '../../test/fixtures';
import { startRecordServer, type RecordScene, type Routes } from './test-support/record-scene';

let server: Awaited<ReturnType<typeof startRecordServer>> | null = null;
afterEach(async () => {
  vi.unstubAllGlobals();
  await server?.close();
  server = null;
});

const bella = pet({ name: 'Bella' });
const RIVERSIDE = '99999999-9999-4999-8999-999999999998';
const sharing = [
  {
    clinicId: CAMDEN_VET.clinicId,
    clinicName: CAMDEN_VET.clinicName,
    shared: true,
    updatedAt: '2026-05-01T09:00:00Z',
  },
  {
    clinicId: RIVERSIDE,
    clinicName: 'Riverside Vets',
    shared: false,
    updatedAt: '2026-04-01T09:00:00Z',
  },
];
const reads = [
  {
    id: 'r2',
    clinicId: CAMDEN_VET.clinicId,
    clinicName: CAMDEN_VET.clinicName,
    staffName: 'Dr Priya Patel',
    via: 'patient' as const,
    readAt: '2026-05-02T14:05:00Z',
  },
  {
    id: 'r1',
    clinicId: CAMDEN_VET.clinicId,
    clinicName: CAMDEN_VET.clinicName,
    staffName: 'Tom Nurse',
    via: 'appointment' as const,
    readAt: '2026-05-01T08:30:00Z',
  },
];

async function openTab(tab: string, scene: Partial<RecordScene> = {}, overrides: Routes = {}) {
  server = await startRecordServer({ pets: [bella], sharing, reads, ...scene }, overrides);
  renderApp('/pets', { user: OWNER });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: tab }));
  return user;
}
const local = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });

describe('sharing the record with clinics', () => {
  test('when the Sharing tab opens, then each clinic has a switch, and turning one off withdraws the record from that clinic', async () => {
    const user = await openTab('Sharing');
    const camden = await screen.findByRole('switch', {
      name: "Share Bella's record with Camden Town Veterinary Surgery",
    });
    const riverside = screen.getByRole('switch', {
      name: "Share Bella's record with Riverside Vets",
    });
    expect(camden).toBeChecked();
    expect(riverside).not.toBeChecked();
    await user.click(camden);
    await waitFor(() => expect(camden).not.toBeChecked());
    expect(camden.closest('li')).toHaveTextContent('Not shared');
    await user.click(riverside);
    await waitFor(() => expect(riverside).toBeChecked());
    const puts = server!.seen.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.path, r.body])).toEqual([
      [`/users/pets/${bella.id}/sharing/${CAMDEN_VET.clinicId}`, { shared: false }],
      [`/users/pets/${bella.id}/sharing/${RIVERSIDE}`, { shared: true }],
    ]);
  });

  test('when clinics have read the record, then the owner sees who read it and when, in local time, newest first', async () => {
    await openTab('Sharing');
    const heading = await screen.findByRole('heading', { name: "Who read Bella's record" });
    const log = await within(heading.closest('section')!).findAllByRole('listitem');
    expect(log.map((li) => li.textContent)).toEqual([
      `Camden Town Veterinary Surgery · Dr Priya Patel${local(reads[0]!.readAt)}`,
      `Camden Town Veterinary Surgery · Tom Nurse${local(reads[1]!.readAt)}`,
    ]);
  });

  test('when no clinic has the record or read it, then the tab says so', async () => {
    await openTab('Sharing', { sharing: [], reads: [] });
    expect(
      await screen.findByText(/Bella's record is not shared with any clinic yet/),
    ).toBeInTheDocument();
    expect(await screen.findByText("No clinic has read Bella's record yet.")).toBeInTheDocument();
  });
});

describe('the vaccination certificate', () => {
  test('when the Vaccinations tab opens, then it links to the certificate PDF, and "Email it to me" asks for the email and says it is on its way', async () => {
    const user = await openTab('Vaccinations', { vaccinations: [vaccination()] });
    const link = await screen.findByRole('link', { name: 'Download vaccination certificate' });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`/api/users/pets/${bella.id}/certificate\\.pdf$`),
    );
    await user.click(screen.getByRole('button', { name: 'Email it to me' }));
    expect(await screen.findByText("We've emailed Bella's certificate to you")).toBeInTheDocument();
    expect(
      server!.seen.filter(
        (r) => r.method === 'POST' && r.path === `/users/pets/${bella.id}/certificate/email`,
      ),
    ).toHaveLength(1);
  });

  test('when the certificate is downloaded, then the PDF is fetched with the owner’s sign-in and handed to the browser to save; a refusal says so', async () => {
    // jsdom has no object URLs; the browser's own are stood in for, and what is saved is kept.
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:certificate');
        static override revokeObjectURL = () => undefined;
      },
    );
    // jsdom cannot navigate; the save link's click is caught and its file name kept instead.
    const names: string[] = [];
    const catchSave = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest('a');
      if (!link?.href.startsWith('blob:')) return;
      event.preventDefault();
      names.push(link.download);
    };
    document.addEventListener('click', catchSave, true);
    let allowed = true;
    const user = await openTab(
      'Vaccinations',
      { vaccinations: [vaccination()] },
      {
        'GET /users/pets/:id/certificate.pdf': () =>
          allowed
            ? { body: '%PDF-1.7' }
            : { status: 404, body: { error: 'Pet not found', code: 'NOT_FOUND' } },
      },
    );
    await user.click(await screen.findByRole('link', { name: 'Download vaccination certificate' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = server!.seen.filter((r) => r.path === `/users/pets/${bella.id}/certificate.pdf`);
    expect(asked.map((r) => r.authorization)).toEqual(['Bearer token-u1']);
    allowed = false;
    await user.click(screen.getByRole('link', { name: 'Download vaccination certificate' }));
    expect(
      await screen.findByText('The certificate could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(names).toEqual(['Bella-vaccination-certificate.pdf']);
    document.removeEventListener('click', catchSave, true);
  });
});
