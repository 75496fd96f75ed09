import { paths } from '@petvet/shared';
import { useMemo } from 'react';
import { Link, Navigate, useParams } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { LoadError, NotLoaded } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { httpStatusOf } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useTabParam } from '../../../lib/use-tab-param';
import { useBusinessAppointmentsQuery } from '../../../lib/api/clinic-appointments';
import {
  useBusinessProfileQuery,
  useBusinessReviewsQuery,
  useBusinessStatsQuery,
} from '../../../features/business/api';
import { AnalyticsTab } from '../../../features/business/components/AnalyticsTab';
import { AppointmentsTab } from '../../../features/business/components/AppointmentsTab';
import { CalendarTab } from '../../../features/business/components/CalendarTab';
import { OverviewTab } from '../../../features/business/components/OverviewTab';
import { ProfileTab } from '../../../features/business/components/ProfileTab';
import { ReviewsTab } from '../../../features/business/components/ReviewsTab';
import { ServicesTab } from '../../../features/business/components/ServicesTab';
import { PriceListTab } from '../../../features/business/price-list/PriceListTab';
import { tabsFor } from '../../../features/business/tabs';
import { PatientsTab } from '../../../features/business/patients/PatientsTab';
import { useStaffSelf } from '../../../features/business/patients/use-staff-role';
import { TeamTab } from '../../../features/business/team/TeamTab';
import { isSecondFactorRequired } from '../../../features/account/second-factor-api';
import { SECOND_FACTOR_REQUIRED_PARAM } from '../../../features/account/components/SecondFactorSection';
import { useT } from '../../../i18n';
import { businessLoadFailedText, businessLoginText, notABusinessText } from './business-texts';

import PatientRoute from './PatientRoute';

/**
 * /vet-dashboard and /vet-dashboard/patients/:petId: one lazy page for both, so the route table
 * every first visit downloads names one clinic page, not two.
 */
export default function BusinessDashboard() {
  return useParams().petId ? <PatientRoute /> : <ClinicDashboard />;
}

/** Business dashboard: stats, appointments, reviews and profile load together when it opens. */
function ClinicDashboard() {
  const t = useT();
  const title = t('business.page.title');
  const description = t('business.page.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const { token, user } = useAppSelector((state) => state.session);
  const skip = !token || user?.userType !== 'vet_business';
  const tabs = tabsFor(useStaffSelf({ skip }).may('read_records'));
  const [tab, setTab] = useTabParam(tabs, 'overview');
  const stats = useBusinessStatsQuery(undefined, { skip });
  const appointments = useBusinessAppointmentsQuery(undefined, { skip });
  const reviews = useBusinessReviewsQuery(undefined, { skip });
  const profile = useBusinessProfileQuery(undefined, { skip });

  if (!token) {
    return (
      <div className="container page page--narrow">
        <div className="card empty-state">
          <h1>{title}</h1>
          <p>{businessLoginText()}</p>
          <Link to={paths.login()} className="btn btn--primary">
            {t('business.access.loginButton')}
          </Link>
        </div>
      </div>
    );
  }
  if (skip) {
    return (
      <div className="container page page--narrow">
        <h1>{title}</h1>
        <p className="muted">{notABusinessText()}</p>
      </div>
    );
  }

  const name = profile.data?.businessName || user?.firstName;
  const profileMissing = httpStatusOf(profile.error) === 404;
  // A missing profile is a state of its own (the form offers to create it), not a failed read.
  const failedReads = [stats, appointments, reviews, ...(profileMissing ? [] : [profile])].filter(
    (read) => read.isError,
  );
  const retry = () => failedReads.forEach((read) => void read.refetch());
  // The clinic requires a second factor this member has not set up: the Security page sets it up.
  if (failedReads.some((read) => isSecondFactorRequired(read.error))) {
    return <Navigate to={paths.security(`${SECOND_FACTOR_REQUIRED_PARAM}=required`)} replace />;
  }
  const appointmentsLost = appointments.isError && appointments.data === undefined;
  return (
    <div className="container page">
      <PageHeader
        eyebrow={t('business.page.eyebrow')}
        title={title}
        aside={
          profile.data?.id && (
            <Link to={paths.clinic(profile.data.id)} className="btn btn--secondary">
              {t('business.page.viewPublic')}
            </Link>
          )
        }
      >
        <p className="muted">
          {name ? t('business.page.welcomeName', { name }) : t('business.page.welcome')}
        </p>
      </PageHeader>
      {profileMissing && tab !== 'profile' && (
        <div className="alert alert--warning" style={{ marginBottom: 16 }}>
          {t('business.page.profileMissing')}{' '}
          <button type="button" className="link-button" onClick={() => setTab('profile')}>
            {t('business.page.openProfile')}
          </button>
        </div>
      )}
      {failedReads.length > 0 && (
        <div className="page-alert">
          <LoadError
            title={businessLoadFailedText()}
            errors={failedReads.map((read) => read.error)}
            onRetry={retry}
            retrying={failedReads.some((read) => read.isFetching)}
          />
        </div>
      )}
      <Tabs label={t('business.tabs.label')} tabs={tabs} active={tab} onChange={setTab}>
        {tab === 'overview' && (
          <OverviewTab
            stats={stats.data}
            appointments={appointments.data}
            loading={stats.isLoading || appointments.isLoading}
            onShowTab={setTab}
          />
        )}
        {/* A profile that could not be read must not open as an empty form: saving it would blank it. */}
        {tab === 'profile' && profile.isError && !profileMissing && !profile.data && (
          <NotLoaded what={t('business.notLoaded.profile')} />
        )}
        {tab === 'profile' && (profile.data || profileMissing || profile.isLoading) && (
          <ProfileTab
            profile={profile.data}
            loading={profile.isLoading}
            missing={profileMissing}
            email={user?.email ?? ''}
          />
        )}
        {tab === 'services' && <ServicesTab />}
        {tab === 'price-list' && <PriceListTab />}
        {tab === 'appointments' && appointmentsLost && (
          <NotLoaded what={t('business.notLoaded.appointments')} />
        )}
        {tab === 'appointments' && !appointmentsLost && (
          <AppointmentsTab
            appointments={appointments.data ?? []}
            loading={appointments.isLoading}
            clinicId={profile.data?.id}
            timeZone={profile.data?.timeZone ?? undefined}
          />
        )}
        {tab === 'reviews' &&
          (reviews.isError && !reviews.data ? (
            <NotLoaded what={t('business.notLoaded.reviews')} />
          ) : (
            <ReviewsTab reviews={reviews.data ?? []} loading={reviews.isLoading} />
          ))}
        {tab === 'calendar' && <CalendarTab timeZone={profile.data?.timeZone} />}
        {tab === 'team' && <TeamTab />}
        {tab === 'patients' && <PatientsTab />}
        {tab === 'analytics' && (
          <AnalyticsTab stats={stats.data} appointments={appointments.data} />
        )}
      </Tabs>
    </div>
  );
}
