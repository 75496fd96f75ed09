import { paths } from '@petvet/shared';
import { useMemo } from 'react';
import { Link, useParams } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { usePageMeta } from '../../../lib/page-meta';
import { PatientPage } from '../../../features/business/patients/PatientPage';
import { businessLoginText, notABusinessText } from './business-texts';
import { useT } from '../../../i18n';

/** /vet-dashboard/patients/:petId: one patient's health record, for the clinic's signed-in staff. */
export default function PatientRoute() {
  const t = useT();
  const title = t('clinic.patient.title');
  const description = t('clinic.patient.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const { petId = '' } = useParams();
  const { token, user } = useAppSelector((state) => state.session);
  if (!token)
    return (
      <div className="container page page--narrow">
        <div className="card empty-state">
          <h1>{title}</h1>
          <p>{businessLoginText()}</p>
          <Link to={paths.login()} className="btn btn--primary">
            {t('clinic.patient.login')}
          </Link>
        </div>
      </div>
    );
  if (user?.userType !== 'vet_business')
    return (
      <div className="container page page--narrow">
        <h1>{title}</h1>
        <p className="muted">{notABusinessText()}</p>
      </div>
    );
  return (
    <div className="container page">
      <PatientPage petId={petId} />
    </div>
  );
}
