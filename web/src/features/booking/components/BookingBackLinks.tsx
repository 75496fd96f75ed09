import { paths } from '@petvet/shared';
import { Link } from '../../../lib/router';
import { useT } from '../../../i18n';

/** Back to the clinic and to the search the visitor came from. */
export function BookingBackLinks({ clinicId, search }: { clinicId: string; search: string }) {
  const t = useT();
  return (
    <nav aria-label={t('booking.page.breadcrumb')} className="breadcrumbs">
      <Link to={paths.clinic(clinicId, search)}>{t('booking.page.backToClinic')}</Link>
      <span aria-hidden="true">·</span>
      <Link to={paths.search(search)}>{t('booking.page.backToSearch')}</Link>
    </nav>
  );
}
