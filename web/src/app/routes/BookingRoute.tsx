import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAppSelector } from '../../store/hooks';
import { Spinner } from '../../components/ui/Feedback';
import { usePageMeta } from '../../lib/page-meta';
import { useClinicQuery, usePublicServicesQuery } from '../../features/clinics/api';
import { isExternalId } from '../../features/clinics/types';
import { usePetsQuery } from '../../features/pets/api';
import { BookingFlow } from '../../features/booking/components/BookingFlow';
import { BookingBackLinks } from '../../features/booking/components/BookingBackLinks';
import { searchPart } from '../../features/booking/booking-params';
import { Icon } from '../../components/ui/Icon';
import { PageHeader } from '../../components/ui/PageHeader';

/**
 * /book/:vetId and /book-appointment/:vetId, open to everyone: free times first, sign-in only at
 * the confirmation. The clinic, its services and the owner's pets feed the flow.
 */
export default function BookingRoute() {
  const { vetId: clinicId = '' } = useParams();
  const { pathname, search } = useLocation();
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

  usePageMeta(useMemo(() => ({ title: name ? `Book at ${name}` : 'Book Appointment' }), [name]));

  return (
    <div className="container page" style={{ maxWidth: 880 }}>
      <BookingBackLinks clinicId={clinicId} search={backSearch} />
      <PageHeader eyebrow="Book an appointment" title={name ?? 'Book Appointment'}>
        {clinic.data && (
          <p className="muted icon-text">
            <Icon name="pin" /> {clinic.data.address}
          </p>
        )}
      </PageHeader>
      {external ? (
        <div className="alert alert--info">
          <p>This clinic is not available for online booking. Please contact it directly.</p>
          <Link to={`/vet/${clinicId}${backSearch}`}>See contact details</Link>
        </div>
      ) : clinic.isLoading ? (
        <Spinner label="Loading clinic…" />
      ) : (
        <BookingFlow
          clinicId={clinicId}
          clinicName={name}
          timeZone={clinic.data?.timeZone}
          services={services.data ?? []}
          pets={pets.data ?? []}
          petsLoading={pets.isLoading}
          signedIn={signedIn}
          isOwner={isOwner}
          pathname={pathname}
          search={search}
        />
      )}
    </div>
  );
}
