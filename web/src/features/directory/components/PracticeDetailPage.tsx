import { lazy, useMemo } from 'react';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { paths } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import {
  CallOrVisit,
  ContactCard,
  LocationCard,
  MapFrame,
} from '../../../components/ui/PlaceDetails';
import { useT } from '../../../i18n';
import { httpStatusOf } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { localePriceRange } from '../../../lib/money-locale';
import { MAP_ZOOM } from '../../../lib/ui-settings';
import { usePracticeQuery } from '../api';
import { PracticeBadges, SAMPLE_SOURCE } from './PracticeCard';

/** The source of a PetVet clinic's own listing in the directory. */
export const PETVET_SOURCE = 'petvet';
import { ServiceGroups } from './ServiceGroups';
import { splitStandard, StandardPrices } from './StandardPrices';
import { PriceNotices } from './PriceNotices';
import { PracticeFacts } from './PracticeFacts';
import '../directory.css';

/** In place of the map when its chunk cannot load; the address and directions still serve. */
function MapUnavailable() {
  const t = useT();
  return <p className="muted">{t('directory.mapFailed')}</p>;
}

// A chunk that fails to load (offline, or gone after a new release) must not take the page down.
const PracticeMap = lazy(() => import('./PracticeMap').catch(() => ({ default: MapUnavailable })));

/**
 * "Back to Search" returns to the search the practice was opened from: the card passes that
 * search's query string as `from` (the page opens in a new tab, so history cannot carry it).
 */
export function searchBackHref(from: string | null): string {
  return paths.directory(from ? new URLSearchParams(from) : '');
}

export default function PracticeDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const backTo = searchBackHref(params.get('from'));
  const { data, error, isLoading } = usePracticeQuery(id);
  const practice = data?.practice;
  usePageMeta(
    useMemo(
      () => ({
        title:
          practice?.name ??
          (error ? t('directory.notFound.title') : t('directory.practice.metaTitle')),
        description: practice
          ? t('directory.practice.metaDescription', {
              name: practice.name,
              address: practice.address,
            })
          : undefined,
      }),
      [practice, error, t],
    ),
  );

  if (isLoading) return <Spinner label={t('directory.practice.loading')} />;
  if (!data || !practice) {
    const detail =
      httpStatusOf(error) !== null
        ? t('directory.practice.notFound')
        : t('directory.practice.loadFailed');
    return (
      <div className="container page page--narrow">
        <EmptyState icon="search" title={t('directory.notFound.title')}>
          <p>{t('directory.notFound.text')}</p>
          <p className="small">{detail}</p>
          <Link to={paths.directory()} className="btn btn--primary">
            {t('directory.backToSearch')}
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
      <nav aria-label={t('directory.breadcrumb')} className="breadcrumbs">
        <Link to={backTo}>← {t('directory.backToSearch')}</Link>
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
            <h2 id="practice-services">
              {t('directory.practice.services', { count: data.totalServices })}
            </h2>
            {/* A PetVet clinic keeps its prices on its own price list; nobody claims its listing. */}
            {!fromClinic && (
              <Link to={paths.practicePrices(practice.id)} className="practice-claim-link">
                {t('directory.practice.claimCta')}
              </Link>
            )}
            {practice.minPrice !== null && (
              <p className="muted">
                {t('directory.practice.priceRange', {
                  range: localePriceRange(practice.minPrice, practice.maxPrice, practice.currency),
                })}
              </p>
            )}
            {data.totalServices === 0 ? (
              <p className="muted">{t('directory.services.none')}</p>
            ) : (
              <>
                <StandardPrices prices={standard} fromClinic={fromClinic} />
                {standard.length === 0 ? (
                  <ServiceGroups services={other} provenance fromClinic={fromClinic} />
                ) : (
                  Object.keys(other).length > 0 && (
                    <section aria-labelledby="practice-other-services" style={{ marginTop: 16 }}>
                      <h3 id="practice-other-services">{t('directory.practice.otherServices')}</h3>
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
            <h2 id="practice-booking">{t('directory.practice.booking')}</h2>
            {practice.petvetClinicId ? (
              <>
                <p>{t('directory.practice.takesBookings')}</p>
                <p className="button-row">
                  <Link
                    to={paths.book(practice.petvetClinicId)}
                    className="btn btn--primary btn--sm"
                  >
                    {t('directory.book.online')}
                  </Link>
                  <Link
                    to={paths.clinic(practice.petvetClinicId)}
                    className="btn btn--secondary btn--sm"
                  >
                    {t('directory.practice.clinicPage')}
                  </Link>
                </p>
              </>
            ) : (
              <p>{t('directory.practice.notBookable')}</p>
            )}
            <CallOrVisit phone={practice.phone} website={practice.website} />
          </section>
          <PracticeFacts practice={practice} />
        </aside>
      </div>
    </div>
  );
}
