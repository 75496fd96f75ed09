import { paths } from '@petvet/shared';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../../store/hooks';
import { usePageMeta } from '../../../lib/page-meta';
import { PatientPage } from '../../../features/business/patients/PatientPage';
import { BUSINESS_LOGIN_TEXT, NOT_A_BUSINESS_TEXT } from './business-texts';

/** /vet-dashboard/patients/:petId: one patient's health record, for the clinic's signed-in staff. */
export default function PatientRoute() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'Patient',
        description: "A patient's health record, shared by its owner with your clinic.",
      }),
      [],
    ),
  );
  const { petId = '' } = useParams();
  const { token, user } = useAppSelector((state) => state.session);
  if (!token)
    return (
      <div className="container page page--narrow">
        <div className="card empty-state">
          <h1>Patient</h1>
          <p>{BUSINESS_LOGIN_TEXT}</p>
          <Link to={paths.login()} className="btn btn--primary">
            Login
          </Link>
        </div>
      </div>
    );
  if (user?.userType !== 'vet_business')
    return (
      <div className="container page page--narrow">
        <h1>Patient</h1>
        <p className="muted">{NOT_A_BUSINESS_TEXT}</p>
      </div>
    );
  return (
    <div className="container page">
      <PatientPage petId={petId} />
    </div>
  );
}
