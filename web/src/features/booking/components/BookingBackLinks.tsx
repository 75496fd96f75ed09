import { paths } from '@petvet/shared';
import { Link } from 'react-router';

/** Back to the clinic and to the search the visitor came from. */
export function BookingBackLinks({ clinicId, search }: { clinicId: string; search: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <Link to={paths.clinic(clinicId, search)}>← Back to clinic</Link>
      <span aria-hidden="true">·</span>
      <Link to={paths.search(search)}>Back to Search</Link>
    </nav>
  );
}
