import { lazy, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatPriceRange, paths, PRICE_TRUST_TEXTS } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import {
  CallOrVisit,
  ContactCard,
  LocationCard,
  MapFrame,
} from '../../../components/ui/PlaceDetails';
import { formatDate } from '../../../lib/dates';
import { httpStatusOf } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { MAP_ZOOM } from '../../../lib/ui-settings';
import { usePracticeQuery } from '../api';
import { crawlStatusText } from '../crawl-status';
import { PracticeBadges, SAMPLE_SOURCE } from './PracticeCard';
import { BOOK_ONLINE_TEXT } from './BookOnline';

export const CLINIC_PAGE_TEXT = 'Its PetVet page';
/** The source of a PetVet clinic's own listing in the directory. */
export const PETVET_SOURCE = 'petvet';
import { NO_SERVICES_TEXT, ServiceGroups } from './ServiceGroups';
import { OTHER_SERVICES_TITLE, splitStandard, StandardPrices } from './StandardPrices';
import { PriceNotices } from './PriceNotices';
import '../directory.css';

/** In place of the map when its chunk cannot load; the address and directions still serve. */
function MapUnavailable() {
  return <p className="muted">The map could not be loaded.</p>;
}

// A chunk that fails to load (offline, or gone after a new release) must not take the page down.
const PracticeMap = lazy(() => import('./PracticeMap').catch(() => ({ default: MapUnavailable })));

export const PRACTICE_NOT_FOUND_TITLE = 'Practice Not Found';
export const PRACTICE_NOT_FOUND_FALLBACK =
  'The veterinary practice you are looking for could not be found.';
export const NOT_BOOKABLE_TEXT =
  'This global practice is not available for online booking through our platform.';
/**
 * "Back to Search" returns to the search the practice was opened from: the card passes that
 * search's query string as `from` (the page opens in a new tab, so history cannot carry it).
 */
export function searchBackHref(from: string | null): string {
  return paths.directory(from ? new URLSearchParams(from) : '');
}

export default function PracticeDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const backTo = searchBackHref(params.get('from'));
  const { data, error, isLoading } = usePracticeQuery(id);
  const practice = data?.practice;
  usePageMeta(
    useMemo(
      () => ({
        title: practice?.name ?? (error ? PRACTICE_NOT_FOUND_TITLE : 'Practice'),
        description: practice
          ? `${practice.name}: services and prices, ${practice.address}`
          : undefined,
      }),
      [practice, error],
    ),
  );

  if (isLoading) return <Spinner label="Loading practice details…" />;
  if (!data || !practice) {
    const detail =
      httpStatusOf(error) !== null ? 'Practice not found' : 'Failed to load practice details';
    return (
      <div className="container page page--narrow">
        <EmptyState icon="search" title={PRACTICE_NOT_FOUND_TITLE}>
          <p>{PRACTICE_NOT_FOUND_FALLBACK}</p>
          <p className="small">{detail}</p>
          <Link to={paths.directory()} className="btn btn--primary">
            Back to Search
          </Link>
        </EmptyState>
      </div>
    );
  }
  const hasCoordinates = practice.lat !== null && practice.lng !== null;
  const fromClinic = practice.source === PETVET_SOURCE;
  const ownPrices = Object.values(data.services)
    .flat()
    .some((s) => s.origin === 'confirmed' || s.origin === 'entered');
  // The standard list's services in its layout first, then the practice's other services.
  const { standard, other } = splitStandard(data.services);
  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to={backTo}>← Back to Search</Link>
      </nav>
      <div className="detail-hero">
        <div>
          <h1>{practice.name}</h1>
          <PracticeBadges practice={practice} />
        </div>
      </div>
      <PriceNotices
        fromClinic={fromClinic}
        sample={practice.source === SAMPLE_SOURCE}
        ownPrices={ownPrices}
      />
      <div className="detail-layout" style={{ marginTop: 20 }}>
        <div className="stack">
          <section className="card" aria-labelledby="practice-services">
            <h2 id="practice-services">Services ({data.totalServices})</h2>
            {/* A PetVet clinic keeps its prices on its own price list; nobody claims its listing. */}
            {!fromClinic && (
              <Link to={paths.practicePrices(practice.id)} className="practice-claim-link">
                {PRICE_TRUST_TEXTS.claimCta}
              </Link>
            )}
            {practice.minPrice !== null && (
              <p className="muted">
                Price range:{' '}
                {formatPriceRange(practice.minPrice, practice.maxPrice, practice.currency)}
              </p>
            )}
            {data.totalServices === 0 ? (
              <p className="muted">{NO_SERVICES_TEXT}</p>
            ) : (
              <>
                <StandardPrices prices={standard} fromClinic={fromClinic} />
                {standard.length === 0 ? (
                  <ServiceGroups services={other} provenance fromClinic={fromClinic} />
                ) : (
                  Object.keys(other).length > 0 && (
                    <section aria-labelledby="practice-other-services" style={{ marginTop: 16 }}>
                      <h3 id="practice-other-services">{OTHER_SERVICES_TITLE}</h3>
                      <ServiceGroups
                        services={other}
                        headingLevel={4}
                        provenance
                        fromClinic={fromClinic}
                      />
                    </section>
                  )
                )}
              </>
            )}
          </section>
          {hasCoordinates && (
            <LocationCard
              titleId="practice-location"
              directionsHref={`https://www.openstreetmap.org/directions?to=${practice.lat},${practice.lng}`}
            >
              <MapFrame>
                <PracticeMap
                  name={practice.name}
                  latitude={practice.lat!}
                  longitude={practice.lng!}
                  zoom={MAP_ZOOM}
                />
              </MapFrame>
            </LocationCard>
          )}
        </div>
        <aside className="stack detail-aside">
          <ContactCard
            titleId="practice-contact"
            address={practice.address}
            phone={practice.phone}
            website={practice.website}
          />
          <section className="card stack" aria-labelledby="practice-booking">
            <h2 id="practice-booking">Booking</h2>
            {practice.petvetClinicId ? (
              <>
                <p>This practice takes bookings on PetVet.</p>
                <p className="button-row">
                  <Link
                    to={paths.book(practice.petvetClinicId)}
                    className="btn btn--primary btn--sm"
                  >
                    {BOOK_ONLINE_TEXT}
                  </Link>
                  <Link
                    to={paths.clinic(practice.petvetClinicId)}
                    className="btn btn--secondary btn--sm"
                  >
                    {CLINIC_PAGE_TEXT}
                  </Link>
                </p>
              </>
            ) : (
              <p>{NOT_BOOKABLE_TEXT}</p>
            )}
            <CallOrVisit phone={practice.phone} website={practice.website} />
          </section>
          <section className="card" aria-labelledby="practice-info">
            <h2 id="practice-info">Additional information</h2>
            <dl className="summary">
              <dt>Practice ID</dt>
              <dd>{practice.id}</dd>
              <dt>Verified</dt>
              <dd>{practice.verified ? 'Yes' : 'No'}</dd>
              <dt>Verification source</dt>
              <dd>{practice.verificationSource ?? '—'}</dd>
              <dt>Added</dt>
              <dd>{formatDate(practice.createdAt)}</dd>
              <dt>Last updated</dt>
              <dd>{formatDate(practice.updatedAt)}</dd>
              <dt>Prices gathered</dt>
              <dd>{crawlStatusText(practice)}</dd>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
