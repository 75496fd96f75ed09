import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  category,
  closeScene,
  id,
  openBusiness,
  profile,
  service,
} from './test-support/business-scene';

afterEach(closeScene);

const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((ref) => document.getElementById(ref)?.textContent)
    .join(' ');

describe('clinic profile and forms', () => {
  test('when the profile opens, then currency, cut-off and the priced services show, with a link to edit them', async () => {
    const { user } = await openBusiness('/vet-dashboard?tab=profile', {
      profile: profile({ currency: 'USD', cancellationCutoffHours: 12 }),
      categories: [category(1, 'Consultations')],
      services: [service(1, id(1), 'Check-up', 65)],
    });
    expect(await screen.findByLabelText('Currency')).toHaveValue('USD');
    const cutoff = screen.getByLabelText('Cancellation cut-off (hours)');
    expect(cutoff).toHaveValue(12);
    expect(describedText(cutoff)).toContain(
      'Owners can cancel or move a visit up to 12 hours before it starts',
    );
    const offered = screen.getByRole('region', { name: 'Services offered' });
    expect(within(offered).getByText('Check-up')).toBeInTheDocument();
    expect(within(offered).getByText('$65')).toBeInTheDocument();
    expect(within(offered).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(offered).getByRole('link', { name: 'Edit services' }));
    expect(await screen.findByRole('button', { name: 'Add Service' })).toBeInTheDocument();
  });

  test('when an invalid email is saved, then a sentence stands at the field, is announced, and the field takes focus', async () => {
    const { server, user } = await openBusiness('/vet-dashboard?tab=profile', {
      profile: profile(),
    });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(email)).toContain('Enter a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(server.seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  test("when the server refuses a field, then its text stands at that field in the field's words", async () => {
    const { user } = await openBusiness(
      '/vet-dashboard?tab=profile',
      { profile: profile() },
      {
        'PUT /vet-business/profile': () => ({
          status: 400,
          body: {
            error: 'cancellationCutoffHours must be a whole number of hours from 0 to 720',
            code: 'VALIDATION_FAILED',
            details: [
              {
                path: 'cancellationCutoffHours',
                message: 'cancellationCutoffHours must be a whole number of hours from 0 to 720',
              },
            ],
          },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const cutoff = screen.getByLabelText('Cancellation cut-off (hours)');
    await waitFor(() => expect(cutoff).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(cutoff)).toContain(
      'Cancellation cut-off (hours) must be a whole number of hours from 0 to 720',
    );
    expect(cutoff).toHaveFocus();
  });

  test('when a service is saved without a name, then the spec text stands at the name field and it takes focus', async () => {
    const { user } = await openBusiness('/vet-dashboard?tab=services', {
      profile: profile(),
      categories: [category(1, 'Consultations')],
    });
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Service' });
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), id(1));
    await user.click(within(dialog).getByRole('button', { name: 'Create Service' }));
    const name = within(dialog).getByLabelText(/^Service name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(name)).toContain('Please enter a service name.');
  });
});
