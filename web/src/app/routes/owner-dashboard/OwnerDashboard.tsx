import { paths } from '@petvet/shared';
import { useMemo, useState } from 'react';
import { Link } from '../../../lib/router';
import type { OwnerAppointment, Pet } from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { Spinner } from '../../../components/ui/Feedback';
import { LoadError, NotLoaded } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { serverErrorText } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useTabParam } from '../../../lib/use-tab-param';
import { useMyAppointmentsQuery } from '../../../features/appointments/api';
import { appointmentHistory, upcomingAppointments } from '../../../features/appointments/lists';
import { useDeletePetMutation, usePetsQuery } from '../../../lib/api/pets';
import { DeletePetDialog } from '../../../features/pets/components/DeletePetDialog';
import { PetFormModal } from '../../../features/pets/components/PetFormModal';
import { useMyReviewsQuery } from '../../../features/reviews/api';
import {
  ReviewFormModal,
  type ReviewDraft,
} from '../../../features/reviews/components/ReviewFormModal';
import { ReviewList } from '../../../features/reviews/components/ReviewList';
import { useMyWaitlistQuery } from '../../../features/waitlist/api';
import { WaitlistPanel } from '../../../features/waitlist/components/WaitlistPanel';
import { CalendarFeedPanel } from '../../../features/calendar-feed/components/CalendarFeedPanel';
import { AppointmentsList } from './AppointmentsList';
import { OverviewTab } from './OverviewTab';
import { OwnerConfirmPanel } from './OwnerConfirmPanel';
import { PetsGrid } from './PetsGrid';
import { OWNER_TABS } from './tabs';

const EMPTY_APPOINTMENTS: OwnerAppointment[] = [];

export default function OwnerDashboard({ now }: { now?: Date }) {
  const t = useT();
  const title = t('owner.dashboard.metaTitle');
  const description = t('owner.dashboard.metaDescription');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const dispatch = useAppDispatch();
  const { token, user } = useAppSelector((state) => state.session);
  const [tab, setTab] = useTabParam(OWNER_TABS, 'overview');

  const appointments = useMyAppointmentsQuery(undefined, { skip: !token });
  const pets = usePetsQuery(undefined, { skip: !token });
  const reviews = useMyReviewsQuery(undefined, { skip: !token });
  const waitlist = useMyWaitlistQuery(undefined, { skip: !token });
  const [deletePet, { isLoading: deleting }] = useDeletePetMutation();
  const [editing, setEditing] = useState<Pet | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<Pet | null>(null);
  const [reviewDraft, setReviewDraft] = useState<ReviewDraft | null>(null);

  const clock = now ?? new Date();
  // A read that failed before any answer has no data: its sections say so instead of "none".
  const appointmentsKnown = appointments.data !== undefined;
  const list = appointments.data ?? EMPTY_APPOINTMENTS;
  const upcoming = upcomingAppointments(list, clock);
  const history = appointmentHistory(list, clock);
  const waiting = waitlist.data ?? [];
  const offers = waiting.filter((e) => e.offer && new Date(e.offer.expiresAt) > clock);
  const reviewedAppointments = new Set(
    (reviews.data ?? []).map((r) => r.appointmentId).filter(Boolean),
  );

  const tabs = OWNER_TABS.map((tab) => ({ key: tab.key, label: t(tab.labelKey) }));
  if (!token) return <div className="container page">{t('owner.dashboard.loginRequired')}</div>;

  const loading = appointments.isLoading || pets.isLoading;
  const failedReads = [appointments, pets, reviews, waitlist].filter((read) => read.isError);
  const retry = () => failedReads.forEach((read) => void read.refetch());
  const leaveReview = (a: OwnerAppointment) =>
    setReviewDraft({ clinicId: a.vetId, appointmentId: a.id, practiceName: a.businessName });

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      await deletePet({ id: confirming.id, version: confirming.version }).unwrap();
    } catch {
      dispatch(toastShown('error', t('owner.deletePet.failed')));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <div className="container page">
      <PageHeader
        eyebrow={t('owner.dashboard.eyebrow')}
        title={t('owner.dashboard.welcome', { name: user?.firstName ?? '' })}
        aside={
          <div className="button-row">
            <button type="button" className="btn btn--secondary" onClick={() => setEditing(null)}>
              {t('owner.dashboard.addPet')}
            </button>
            <Link to={paths.search()} className="btn btn--primary">
              {t('owner.dashboard.bookAppointment')}
            </Link>
          </div>
        }
      />
      {!loading && <OwnerConfirmPanel appointments={list} />}
      {failedReads.length > 0 && (
        <div className="page-alert">
          <LoadError
            title={t('owner.dashboard.loadFailed')}
            errors={failedReads.map((read) => read.error)}
            onRetry={retry}
            retrying={failedReads.some((read) => read.isFetching)}
          />
        </div>
      )}
      <Tabs label={t('owner.dashboard.sections')} tabs={tabs} active={tab} onChange={setTab}>
        {loading ? (
          <Spinner label={t('owner.dashboard.loading')} />
        ) : (
          <>
            {tab === 'overview' && offers.length > 0 && (
              <div style={{ marginBottom: 16 }}>
                <WaitlistPanel
                  entries={offers}
                  now={clock}
                  title={t('owner.dashboard.heldForYou')}
                />
              </div>
            )}
            {tab === 'overview' && (
              <OverviewTab
                now={clock}
                upcoming={appointmentsKnown ? upcoming : undefined}
                pets={pets.data}
                completedCount={
                  appointmentsKnown
                    ? history.filter((a) => a.status === 'completed').length
                    : undefined
                }
                reviewCount={reviews.data?.length}
                onShowTab={setTab}
                onAddPet={() => setEditing(null)}
              />
            )}
            {tab === 'appointments' && (
              <div className="stack">
                {appointmentsKnown ? (
                  <AppointmentsList kind="upcoming" appointments={upcoming} now={clock} />
                ) : (
                  <NotLoaded what={t('owner.dashboard.yourAppointments')} />
                )}
                {waitlist.data !== undefined && <WaitlistPanel entries={waiting} now={clock} />}
                <CalendarFeedPanel />
              </div>
            )}
            {tab === 'pets' &&
              (pets.data ? (
                <PetsGrid
                  pets={pets.data}
                  onAdd={() => setEditing(null)}
                  onEdit={setEditing}
                  onDelete={setConfirming}
                />
              ) : (
                <NotLoaded what={t('owner.dashboard.yourPets')} />
              ))}
            {tab === 'history' && !appointmentsKnown && (
              <NotLoaded what={t('owner.dashboard.yourAppointments')} />
            )}
            {tab === 'history' && appointmentsKnown && (
              <AppointmentsList
                kind="history"
                appointments={history}
                reviewed={reviewedAppointments}
                onLeaveReview={leaveReview}
              />
            )}
            {tab === 'reviews' &&
              (reviews.isLoading ? (
                <Spinner label={t('owner.dashboard.loadingReviews')} />
              ) : reviews.data ? (
                <ReviewList reviews={reviews.data} />
              ) : (
                <NotLoaded what={t('owner.dashboard.yourReviews')} />
              ))}
          </>
        )}
      </Tabs>

      {editing !== undefined && (
        <PetFormModal
          variant="dashboard"
          pet={editing}
          onClose={() => setEditing(undefined)}
          failureText={(f) => serverErrorText(f, translate('owner.petForm.saveFailed'))}
        />
      )}
      {confirming && (
        <DeletePetDialog
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(null)}
        />
      )}
      {reviewDraft && <ReviewFormModal draft={reviewDraft} onClose={() => setReviewDraft(null)} />}
    </div>
  );
}
