import { afterEach, describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { WAITLIST_CLOSED_DAY_TEXT } from '@petvet/shared';
import { startTestServer } from '../../../test/test-server';
import { makeStore } from '../../../store/store';
import { WaitlistForm } from './WaitlistForm';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('the waitlist form', () => {
  test('when the clinic is closed on the day, then the form shows the refusal in its words', async () => {
    server = await startTestServer({
      'POST /waitlist': () => ({
        status: 409,
        body: { error: WAITLIST_CLOSED_DAY_TEXT, code: 'DAY_CLOSED' },
      }),
    });
    render(
      <Provider store={makeStore({ storage: null })}>
        <WaitlistForm
          clinicId="00000000-0000-4000-8000-000000000001"
          date="2030-01-20"
          pets={[{ id: '00000000-0000-4000-8000-000000000002', name: 'Rolo', species: 'Dog' }]}
        />
      </Provider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_CLOSED_DAY_TEXT)).toBeInTheDocument();
  });
});
