import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { startTestServer } from '../../test/test-server';
import { clinic, service, VET_ID } from '../../test/fixtures';
import type { ClinicView } from '../../features/clinics/types';
import { renderPage } from '../../ssr/render-page';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

// The scene: Camden Town's team, two vets (one with a photo) and a nurse.
const PATEL = '66666666-6666-4666-8666-666666666601';
const TEAM = [
  {
    id: PATEL,
    name: 'Dr Amara Patel',
    role: 'vet',
    photoUrl: 'https://img.example/patel.jpg',
    services: [service().id],
  },
  {
    id: '66666666-6666-4666-8666-666666666602',
    name: 'Dr Tom Okafor',
    role: 'vet',
    photoUrl: null,
    services: [service().id],
  },
  {
    id: '66666666-6666-4666-8666-666666666603',
    name: 'Sam Lee',
    role: 'nurse',
    photoUrl: null,
    services: [service().id],
  },
];
const teamClinic = (team: unknown[] = TEAM) =>
  clinic({ businessName: 'Camden Town Vets', clinicians: team } as Partial<ClinicView>);

async function openClinic(team?: unknown[]) {
  server = await startTestServer({
    'GET /vets/:id': () => ({ body: teamClinic(team) }),
    'GET /services/public/:id': () => ({ body: [service()] }),
    'GET /vets/:id/reviews': () => ({ status: 503, body: { error: 'down' } }),
    'GET /vet-business/time-slots/available-days/:id': () => ({ body: { days: [] } }),
    'GET /vet-business/time-slots/available/:id': () => ({ body: [] }),
  });
  const view = renderApp(`/vet/${VET_ID}?city=London`);
  await screen.findByRole('heading', { level: 1, name: 'Camden Town Vets' });
  return { ...view, user: userEvent.setup() };
}

describe('the clinic page’s team', () => {
  test('when a clinic has several clinicians, then each shows with their role, photo or initials, and a link to book with them', async () => {
    await openClinic();
    const team = screen.getByRole('region', { name: 'Our team' });
    const people = within(team).getAllByRole('listitem');
    expect(people.map((p) => p.textContent)).toEqual([
      'Dr Amara PatelVetBook with Dr Amara Patel',
      'TODr Tom OkaforVetBook with Dr Tom Okafor',
      'SLSam LeeNurseBook with Sam Lee',
    ]);
    expect(people[0]!.querySelector('img')).toHaveAttribute('src', 'https://img.example/patel.jpg');
    expect(within(team).getByRole('link', { name: 'Book with Dr Amara Patel' })).toHaveAttribute(
      'href',
      `/book-appointment/${VET_ID}?city=London&clinician=${PATEL}`,
    );
  });

  test('when Book with Dr Patel is followed, then the booking opens with her chosen', async () => {
    const { user } = await openClinic();
    await user.click(screen.getByRole('link', { name: 'Book with Dr Amara Patel' }));
    expect(await screen.findByRole('radio', { name: /^Dr Amara Patel/ })).toBeChecked();
  });

  test('when a clinic has one clinician, then the page shows no team', async () => {
    await openClinic([TEAM[0]]);
    expect(screen.queryByRole('region', { name: 'Our team' })).not.toBeInTheDocument();
  });

  test('when the clinic page is rendered on the server, then its HTML lists the team', () => {
    const page = renderPage(`/vet/${VET_ID}`, [
      { endpoint: 'clinic', arg: VET_ID, answer: teamClinic() },
      { endpoint: 'publicServices', arg: VET_ID, answer: [service()] },
    ]);
    const box = document.createElement('div');
    box.innerHTML = page.html;
    expect(box.querySelector('#team-title')?.textContent).toBe('Our team');
    expect(box.textContent).toContain('Book with Sam Lee');
  });
});
