import { lazy, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useParams } from '../../../lib/router';
import { schemaOrgOpeningHours, paths } from '@petvet/shared';
import { EmptyState, Spinner, Stars } from '../../../components/ui/Feedback';
import {
  CallOrVisit,
  ContactCard,
  LocationCard,
  MapFrame,
} from '../../../components/ui/PlaceDetails';
import { httpStatusOf } from '../../../lib/errors';
import { localeDecimal } from '../../../lib/money-locale';
import { usePageMeta } from '../../../lib/page-meta';
import { MAP_ZOOM } from '../../../lib/ui-settings';
import { useClinicQuery, usePublicServicesQuery } from '../api';
import { DETAIL_PHOTO_LIMIT } from '../settings';
import {
  findRememberedClinic,
  isExternalId,
  isOfficialRegistryId,
  publicEmail,
  serviceName,
  type ClinicView,
} from '../types';
import { ClinicBadges } from './ClinicCard';
import { NextFreeTimes } from './NextFreeTimes';
import { nextFreeText } from '../next-free';
import { ServicesByCategory } from './ServicesByCategory';
import { ClinicTeam } from './ClinicTeam';
import { Icon } from '../../../components/ui/Icon';
import { useT, type MessageKey } from '../../../i18n';
import '../clinics.css';

const ResultsMap = lazy(() => import('./ResultsMap'));

// The opening hours come as English lines ("Monday: 08:00 - 18:00"): their day is said in the
// active language.
const DAY_KEYS: Record<string, MessageKey> = {
  Monday: 'clinics.weekday.mon',
  Tuesday: 'clinics.weekday.tue',
  Wednesday: 'clinics.weekday.wed',
  Thursday: 'clinics.weekday.thu',
  Friday: 'clinics.weekday.fri',
  Saturday: 'clinics.weekday.sat',
  Sunday: 'clinics.weekday.sun',
};

function directionsUrl(clinic: ClinicView): string {
  const target =
    clinic.latitude != null && clinic.longitude != null
      ? `${clinic.latitude},${clinic.longitude}`
      : [clinic.address, clinic.city, clinic.postcode].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(target)}`;
}

/** External listings come from the tab's stored search results first, then from the server. */
function useClinic(id: string) {
  const remembered = useMemo(() => (isExternalId(id) ? findRememberedClinic(id) : null), [id]);
  const query = useClinicQuery(id, { skip: Boolean(remembered) });
  return {
    clinic: remembered ?? query.data,
    isLoading: !remembered && query.isLoading,
    error: remembered ? undefined : query.error,
  };
}

export interface ClinicDetailPageProps {
  /** The clinic's reviews, composed in by the route (another feature's screen). */
  reviews?: (clinic: { id: string; businessName: string }) => ReactNode;
}

export default function ClinicDetailPage({ reviews }: ClinicDetailPageProps = {}) {
  const t = useT();
  const { id = '' } = useParams();
  const location = useLocation();
  const { clinic, isLoading, error } = useClinic(id);
  const external = isExternalId(id);
  // Asked in parallel with the clinic, so the services card does not grow after the page shows.
  const services = usePublicServicesQuery(id, { skip: external });

  usePageMeta(
    useMemo(
      () =>
        clinic
          ? {
              title: clinic.businessName,
              description:
                clinic.description ||
                t('clinics.detail.metaDescription', {
                  name: clinic.businessName,
                  address: clinic.address,
                }),
              keywords: [clinic.businessName, t('clinics.detail.keywordVet'), clinic.city].filter(
                Boolean,
              ),
              ogType: 'business.business',
              structuredData: [
                {
                  '@context': 'https://schema.org',
                  '@type': 'VeterinaryCare',
                  name: clinic.businessName,
                  address: clinic.address,
                  telephone: clinic.phone || undefined,
                  // The hours booking is generated from, as the page's hours section shows them.
                  openingHours: schemaOrgOpeningHours(clinic.openingHours),
                  aggregateRating: clinic.reviewCount
                    ? {
                        '@type': 'AggregateRating',
                        ratingValue: clinic.rating,
                        reviewCount: clinic.reviewCount,
                      }
                    : undefined,
                },
              ],
            }
          : {
              title: error ? t('clinics.detail.notFoundTitle') : t('clinics.detail.metaTitle'),
            },
      [clinic, error, t],
    ),
  );

  const searchQuery = location.search;
  if (isLoading) return <Spinner label={t('clinics.detail.loading')} />;
  if (!clinic) {
    const detail =
      httpStatusOf(error) === 404
        ? t('clinics.detail.clinicNotFound')
        : t('clinics.detail.loadFailed');
    return (
      <div className="container page page--narrow">
        <EmptyState icon="paw" title={t('clinics.detail.notFoundTitle')}>
          <p>{t('clinics.detail.notFoundText')}</p>
          <p className="small">{detail}</p>
          <Link to={paths.search(searchQuery)} className="btn btn--primary">
            {t('clinics.detail.backToSearch')}
          </Link>
        </EmptyState>
      </div>
    );
  }

  const email = publicEmail(clinic.email);
  const photos = clinic.images ?? [];
  const hasCoordinates = clinic.latitude != null && clinic.longitude != null;
  const listedServices = clinic.services.map(serviceName);
  const reviewCount = t('clinics.detail.reviewCount', {
    count: clinic.reviewCount,
    total: clinic.reviewCount,
  });
  const bookLabel = t('clinics.card.book');

  return (
    <div className="container page">
      <nav aria-label={t('clinics.detail.breadcrumb')} className="breadcrumbs">
        <Link to={paths.search(searchQuery)}>{t('clinics.detail.backArrow')}</Link>
      </nav>
      <div className="detail-hero">
        <div>
          <h1>{clinic.businessName}</h1>
          <div className="button-row">
            <Stars rating={clinic.rating} />
            <strong>{localeDecimal(clinic.rating, 1)}</strong>
            {!external && reviews && clinic.reviewCount > 0 ? (
              <a href="#reviews" className="muted">
                {reviewCount}
              </a>
            ) : (
              <span className="muted">{reviewCount}</span>
            )}
            <ClinicBadges clinic={clinic} />
          </div>
          <p className="muted icon-text" style={{ marginTop: 8 }}>
            <Icon name="pin" /> {clinic.address}
          </p>
          {!external && nextFreeText(clinic.nextAvailable) && (
            <p className="next-free-line">
              <Icon name="calendar" size={16} /> {nextFreeText(clinic.nextAvailable)}
            </p>
          )}
        </div>
        {!external && (
          <Link
            to={paths.bookAppointment(clinic.id, searchQuery)}
            className="btn btn--primary btn--lg"
          >
            {bookLabel}
          </Link>
        )}
      </div>

      {external && (
        <div className="alert alert--info" role="note" style={{ marginBottom: 20 }}>
          <p>
            {isOfficialRegistryId(id)
              ? t('clinics.detail.registryNotice')
              : t('clinics.detail.externalNotice')}
          </p>
          {isOfficialRegistryId(id) && (
            <p>{t('clinics.detail.registration', { number: id.replace(/^(avma|rcvs)_/, '') })}</p>
          )}
          <CallOrVisit phone={clinic.phone} website={clinic.website} />
        </div>
      )}

      <div className="detail-layout">
        <div className="stack">
          {clinic.description && (
            <section className="card" aria-labelledby="about-title">
              <h2 id="about-title">{t('clinics.detail.about')}</h2>
              <p>{clinic.description}</p>
            </section>
          )}
          <section className="card" aria-labelledby="services-title">
            <h2 id="services-title">{t('clinics.detail.services')}</h2>
            {!external && services.isLoading ? (
              <Spinner label={t('clinics.detail.loadingServices')} />
            ) : !external && services.data && services.data.length > 0 ? (
              <ServicesByCategory services={services.data} />
            ) : listedServices.length > 0 ? (
              <ul className="chips">
                {listedServices.map((name) => (
                  <li key={name} className="chip">
                    {name}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('clinics.detail.noServices')}</p>
            )}
            {!external && (
              <p style={{ marginTop: 12 }}>
                <Link to={paths.clinicPrices(clinic.id)}>{t('clinics.detail.priceList')}</Link>
              </p>
            )}
          </section>
          {!external && clinic.clinicians && (
            <ClinicTeam clinicId={clinic.id} clinicians={clinic.clinicians} search={searchQuery} />
          )}
          {photos.length > 0 && (
            <section className="card" aria-labelledby="photos-title">
              <h2 id="photos-title">{t('clinics.detail.photos')}</h2>
              <div className="photos">
                {photos.slice(0, DETAIL_PHOTO_LIMIT).map((src, i) => (
                  <img
                    key={src}
                    src={src}
                    alt={t('clinics.detail.photoAlt', {
                      name: clinic.businessName,
                      number: i + 1,
                    })}
                    loading="lazy"
                  />
                ))}
                {photos.length > DETAIL_PHOTO_LIMIT && (
                  <div className="photos__more">
                    {t('clinics.detail.morePhotos', {
                      count: photos.length - DETAIL_PHOTO_LIMIT,
                    })}
                  </div>
                )}
              </div>
            </section>
          )}
          <LocationCard titleId="location-title" directionsHref={directionsUrl(clinic)}>
            {hasCoordinates ? (
              <MapFrame>
                <ResultsMap
                  zoom={MAP_ZOOM}
                  label={t('clinics.detail.mapOf', { name: clinic.businessName })}
                  points={[
                    {
                      id: clinic.id,
                      name: clinic.businessName,
                      latitude: clinic.latitude!,
                      longitude: clinic.longitude!,
                      address: clinic.address,
                    },
                  ]}
                />
              </MapFrame>
            ) : (
              <p className="muted">{clinic.address}</p>
            )}
          </LocationCard>
          {!external && reviews?.(clinic)}
        </div>
        <aside className="stack detail-aside">
          {!external && <NextFreeTimes clinic={clinic} search={searchQuery} />}
          <ContactCard
            titleId="contact-title"
            address={[clinic.address, clinic.city, clinic.postcode]
              .filter((part, i) => part && (i === 0 || !clinic.address.includes(part)))
              .join(', ')}
            phone={clinic.phone}
            email={email}
            website={clinic.website}
          />
          {clinic.openingHours.length > 0 && (
            <section className="card" aria-labelledby="hours-title">
              <h2 id="hours-title">{t('clinics.detail.hours')}</h2>
              <ul className="hours">
                {clinic.openingHours.map((line) => {
                  const [day = '', ...rest] = line.split(': ');
                  const hours = rest.join(': ');
                  const dayKey = DAY_KEYS[day];
                  return (
                    <li key={line}>
                      <span>{rest.length ? (dayKey ? t(dayKey) : day) : line}</span>
                      {rest.length > 0 && (
                        <strong>{hours === 'Closed' ? t('clinics.detail.closed') : hours}</strong>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {!external && (
            <Link
              to={paths.bookAppointment(clinic.id, searchQuery)}
              className="btn btn--primary btn--block"
            >
              {bookLabel}
            </Link>
          )}
        </aside>
      </div>
    </div>
  );
}
