import { paths } from '@petvet/shared';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from '../../lib/router';
import { useAppSelector } from '../../store/hooks';
import { Spinner } from '../../components/ui/Feedback';
import { httpStatusOf } from '../../lib/errors';
import { loadErrorText } from '../../lib/load-error';
import { usePageMeta } from '../../lib/page-meta';
import { useClinicQuery, usePublicServicesQuery } from '../../features/clinics/api';
import { isExternalId } from '../../features/clinics/types';
import { usePetsQuery } from '../../lib/api/pets';
import { BookingFlow } from '../../features/booking/components/BookingFlow';
import { PetMarks } from '../../features/pets/components/PetMarks';
import { DropOffBooking } from '../../features/booking/components/DropOffBooking';
import { dropOffServiceOf } from '../../features/booking/drop-off-choice';
import { BookingBackLinks } from '../../features/booking/components/BookingBackLinks';
import {
  ClinicLoadFailed,
  VetNotFound,
} from '../../features/booking/components/BookingUnavailable';
import { searchPart } from '../../features/booking/booking-params';
import { Icon } from '../../components/ui/Icon';
import { PageHeader } from '../../components/ui/PageHeader';
import { useT } from '../../i18n';

/**
 * /book/:vetId and /book-appointment/:vetId, open to everyone: free times first, sign-in only at
 * the confirmation. The clinic, its services and the owner's pets feed the flow.
 */
export default function BookingRoute() {
  const t = useT();
  const { vetId: clinicId = '' } = useParams();
  const { search } = useLocation();
  const backSearch = searchPart(new URLSearchParams(search));
  const { token, user } = useAppSelector((state) => state.session);
  const signedIn = Boolean(token);
  const external = isExternalId(clinicId);
  const clinic = useClinicQuery(clinicId, { skip: external });
  // Failed pet and service fetches are only logged, never shown: the lists stay empty.
  const services = usePublicServicesQuery(clinicId, { skip: external });
  const isOwner = user?.userType === 'pet_owner';
  const pets = usePetsQuery(undefined, { skip: !signedIn || !isOwner });
  const name = clinic.data?.businessName;
  const missing = !clinic.data && httpStatusOf(clinic.error) === 404;

  usePageMeta(
    useMemo(
      () => ({
        title: name
          ? t('booking.page.metaTitleAt', { name })
          : missing
            ? t('booking.notFound.title')
            : t('booking.page.metaTitle'),
      }),
      [name, missing, t],
    ),
  );

  if (missing)
    return (
      <div className="container page page--narrow">
        <VetNotFound search={backSearch} />
      </div>
    );

  const data = clinic.data;
  // A service booked by the day shows drop-off days instead of times.
  const dropOff = dropOffServiceOf(services.data, search);
  return (
    <div className="container page" style={{ maxWidth: 880 }}>
      <BookingBackLinks clinicId={clinicId} search={backSearch} />
      <PageHeader eyebrow={t('booking.page.eyebrow')} title={name ?? t('booking.page.title')}>
        {data && (
          <p className="muted icon-text">
            <Icon name="pin" /> {data.address}
          </p>
        )}
      </PageHeader>
      {external ? (
        <div className="alert alert--info">
          <p>{t('booking.page.external')}</p>
          <Link to={paths.clinic(clinicId, backSearch)}>{t('booking.page.contactDetails')}</Link>
        </div>
      ) : clinic.isLoading ? (
        <Spinner label={t('booking.page.loading')} />
      ) : !data && clinic.isError ? (
        <ClinicLoadFailed
          text={loadErrorText(clinic.error, t('booking.page.loadFailed'))}
          onRetry={() => void clinic.refetch()}
        />
      ) : dropOff ? (
        <DropOffBooking
          clinicId={clinicId}
          service={dropOff}
          services={services.data ?? []}
          timeZone={data?.timeZone}
          pets={pets.data ?? []}
          petsLoading={pets.isLoading}
          signedIn={signedIn}
          isOwner={isOwner}
        />
      ) : (
        <BookingFlow
          clinicId={clinicId}
          clinic={{
            name,
            timeZone: data?.timeZone,
            currency: data?.currency,
            phone: data?.phone,
            cancellationCutoffHours: data?.cancellationCutoffHours,
          }}
          services={services.data ?? []}
          clinicians={data?.clinicians}
          pets={pets.data ?? []}
          petsLoading={pets.isLoading}
          signedIn={signedIn}
          isOwner={isOwner}
          petMarks={(pet) => <PetMarks pet={pet} />}
        />
      )}
    </div>
  );
}
