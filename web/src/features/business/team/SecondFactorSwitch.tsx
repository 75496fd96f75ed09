import { useState } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '@petvet/shared';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { serverErrorText } from '../../../lib/errors';
import { useClinicSecurityQuery, useSetClinicSecurityMutation } from './clinic-security-api';
import './second-factor-switch.css';

/**
 * The practice owner's switch: every staff member must sign in with a second factor. A member
 * without one is sent to the Security page to set it up before the dashboard opens again.
 */
export function SecondFactorSwitch() {
  const t = useT();
  const security = useClinicSecurityQuery();
  const [save, saving] = useSetClinicSecurityMutation();
  const [problem, setProblem] = useState('');
  // The box follows the click at once; a refused change puts it back with the reason.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const on = wanted ?? security.data?.requireSecondFactor ?? false;

  const flip = async (next: boolean) => {
    setProblem('');
    setWanted(next);
    try {
      await save({ requireSecondFactor: next, version: security.data?.version }).unwrap();
    } catch (error) {
      setWanted(null);
      setProblem(serverErrorText(error, t('business.team.security.failed')));
    }
  };

  return (
    <section className="card" aria-labelledby="team-second-factor">
      <div className="card__header">
        <h2 id="team-second-factor">{t('business.team.security.title')}</h2>
      </div>
      {problem && <ErrorBlock>{problem}</ErrorBlock>}
      <label className="team__switch">
        <input
          type="checkbox"
          checked={on}
          disabled={!security.isSuccess || saving.isLoading}
          onChange={(e) => void flip(e.target.checked)}
        />
        <span>
          <strong>{t('business.team.security.require')}</strong>
          <br />
          <span className="muted small">
            {richText(t('business.team.security.explain'), {
              link: (text) => <Link to={paths.security()}>{text}</Link>,
            })}
          </span>
        </span>
      </label>
    </section>
  );
}
