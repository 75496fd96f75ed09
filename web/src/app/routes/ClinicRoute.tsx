import ClinicDetailPage from '../../features/clinics/components/ClinicDetailPage';
import { ClinicReviews } from '../../features/reviews/components/ClinicReviews';

/** The clinic page with its reviews: two features, composed here so neither imports the other. */
export default function ClinicRoute() {
  return (
    <ClinicDetailPage
      reviews={(clinic) => <ClinicReviews clinicId={clinic.id} clinicName={clinic.businessName} />}
    />
  );
}
