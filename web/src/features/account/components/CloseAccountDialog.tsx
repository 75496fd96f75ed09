import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '../../../lib/router';
import { Modal } from '../../../components/ui/Modal';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { FieldShell } from '../../../components/ui/Field';
import { translate, useT } from '../../../i18n';
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
  const t = useT();
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
      dispatch(toastShown('success', answer.message || translate('account.close.done')));
    } catch (error) {
      setProblem(serverErrorText(error, t('account.close.failed')));
    }
  };

  return (
    <Modal title={t('account.close.title')} onClose={onCancel} role="alertdialog" size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('account.close.intro')}</p>
        <ul className="your-data__consequences">
          <li>{t('account.close.pets')}</li>
          <li>{t('account.close.appointments')}</li>
          <li>{t('account.close.history')}</li>
          <li>{t('account.close.signOut')}</li>
        </ul>
        <p className="small muted">{t('account.close.first')}</p>
        {problem && <ErrorBlock>{problem}</ErrorBlock>}
        <FieldShell label={t('account.yourPassword')} required>
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
            {t('account.close.keep')}
          </button>
          <button
            type="submit"
            className="btn btn--danger"
            disabled={state.isLoading || password === ''}
          >
            {state.isLoading ? t('account.close.closing') : t('account.close.button')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
