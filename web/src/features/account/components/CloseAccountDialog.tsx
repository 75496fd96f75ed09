import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { ACCOUNT_CLOSED_TEXT } from '@petvet/shared';
import { Modal } from '../../../components/ui/Modal';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { FieldShell } from '../../../components/ui/Field';
import { api } from '../../../lib/api';
import { serverErrorText } from '../../../lib/errors';
import { useAppDispatch } from '../../../store/hooks';
import { loggedOut } from '../../../store/session-slice';
import { toastShown } from '../../../store/ui-slice';
import { useCloseAccountMutation } from '../account-data-api';

/**
 * Closing the account: what it does, said before it is done, and the password entered again so a
 * device left signed in cannot do it. Once closed, this browser signs out and goes home.
 */
export function CloseAccountDialog({ onCancel }: { onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [close, state] = useCloseAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      const answer = await close({ password }).unwrap();
      // Signed out at once: this page's guard then sends to sign-in, and home replaces that (a
      // navigation started first would still be showing this page when the sign-out lands).
      flushSync(() => dispatch(loggedOut()));
      dispatch(api.util.resetApiState());
      await navigate('/', { replace: true });
      dispatch(toastShown('success', answer.message || ACCOUNT_CLOSED_TEXT));
    } catch (error) {
      setProblem(serverErrorText(error, 'Your account could not be closed. Please try again.'));
    }
  };

  return (
    <Modal title="Close your account" onClose={onCancel} role="alertdialog" size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>Closing your account cannot be undone. When you close it:</p>
        <ul className="your-data__consequences">
          <li>your pets, their medical records and vaccinations are deleted;</li>
          <li>your appointments still to come are cancelled, and each clinic is emailed;</li>
          <li>
            your past appointments stay in the clinics’ records and your reviews stay, both shown as
            “Deleted account”;
          </li>
          <li>you are signed out everywhere, and your email address is free to use again.</li>
        </ul>
        <p className="small muted">Download your data first if you want to keep a copy.</p>
        {problem && <ErrorBlock>{problem}</ErrorBlock>}
        <FieldShell label="Your password" required>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FieldShell>
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onCancel} data-autofocus>
            Keep my account
          </button>
          <button
            type="submit"
            className="btn btn--danger"
            disabled={state.isLoading || password === ''}
          >
            {state.isLoading ? 'Closing…' : 'Close my account'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
