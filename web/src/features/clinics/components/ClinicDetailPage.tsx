import { lazy, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { CLINIC_NOT_FOUND_TEXT, schemaOrgOpeningHours, paths } from '@petvet/shared';
import { EmptyState, Spinner, Stars } from '../../../components/ui/Feedback';
import {
  CallOrVisit,
  ContactCard,
  LocationCard,
  MapFrame,
} from '../../../components/ui/PlaceDetails';
import { httpStatusOf } from '../../../lib/errors';
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
import '../clinics.css';

const ResultsMap = lazy(() => import('./ResultsMap'));

export const NOT_FOUND_TITLE = 'Vet Not Found';
export const NOT_FOUND_TEXT = 'The veterinary clinic you are looking for could not be found.';
export const LOAD_FAILED_TEXT = 'Failed to load vet details';
export const EXTERNAL_NOTICE_TEXT =
  'This clinic is listed from an external source and is not available for online booking yet. Please call the clinic or visit its website to make an appointment.';
export const REGISTRY_NOTICE_TEXT =
  'This practice comes from an official veterinary registry. Online booking is not available; please contact the practice directly.';

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
                `${clinic.businessName}, ${clinic.address}. Book a veterinary appointment online.`,
              keywords: [clinic.businessName, 'vet', clinic.city].filter(Boolean),
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
          : { title: error ? NOT_FOUND_TITLE : 'Clinic' },
      [clinic, error],
    ),
  );

  const searchQuery = location.search;
  if (isLoading) return <Spinner label="Loading clinic details…" />;
  if (!clinic) {
    const detail = httpStatusOf(error) === 404 ? CLINIC_NOT_FOUND_TEXT : LOAD_FAILED_TEXT;
    return (
      <div className="container page page--narrow">
        <EmptyState icon="paw" title={NOT_FOUND_TITLE}>
          <p>{NOT_FOUND_TEXT}</p>
          <p className="small">{detail}</p>
          <Link to={paths.search(searchQuery)} className="btn btn--primary">
            Back to Search
          </Link>
        </EmptyState>
      </div>
    );
  }

  const email = publicEmail(clinic.email);
  const photos = clinic.images ?? [];
  const hasCoordinates = clinic.latitude != null && clinic.longitude != null;
  const listedServices = clinic.services.map(serviceName);

  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to={paths.search(searchQuery)}>← Back to Search</Link>
      </nav>
      <div className="detail-hero">
        <div>
          <h1>{clinic.businessName}</h1>
          <div className="button-row">
            <Stars rating={clinic.rating} />
            <strong>{clinic.rating.toFixed(1)}</strong>
            {!external && reviews && clinic.reviewCount > 0 ? (
              <a href="#reviews" className="muted">
                ({clinic.reviewCount} reviews)
              </a>
            ) : (
              <span className="muted">({clinic.reviewCount} reviews)</span>
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
            Book Appointment
          </Link>
        )}
      </div>

      {external && (
        <div className="alert alert--info" role="note" style={{ marginBottom: 20 }}>
          <p>{isOfficialRegistryId(id) ? REGISTRY_NOTICE_TEXT : EXTERNAL_NOTICE_TEXT}</p>
          {isOfficialRegistryId(id) && (
            <p>Registration number: {id.replace(/^(avma|rcvs)_/, '')}</p>
          )}
          <CallOrVisit phone={clinic.phone} website={clinic.website} />
        </div>
      )}

      <div className="detail-layout">
        <div className="stack">
          {clinic.description && (
            <section className="card" aria-labelledby="about-title">
              <h2 id="about-title">About</h2>
              <p>{clinic.description}</p>
            </section>
          )}
          <section className="card" aria-labelledby="services-title">
            <h2 id="services-title">Services</h2>
            {!external && services.isLoading ? (
              <Spinner label="Loading services…" />
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
              <p className="muted">This clinic has not listed its services yet.</p>
            )}
            {!external && (
              <p style={{ marginTop: 12 }}>
                <Link to={paths.clinicPrices(clinic.id)}>
                  Full price list, per pet, including VAT
                </Link>
              </p>
            )}
          </section>
          {!external && clinic.clinicians && (
            <ClinicTeam clinicId={clinic.id} clinicians={clinic.clinicians} search={searchQuery} />
          )}
          {photos.length > 0 && (
            <section className="card" aria-labelledby="photos-title">
              <h2 id="photos-title">Photos</h2>
              <div className="photos">
                {photos.slice(0, DETAIL_PHOTO_LIMIT).map((src, i) => (
                  <img
                    key={src}
                    src={src}
                    alt={`${clinic.businessName} photo ${i + 1}`}
                    loading="lazy"
                  />
                ))}
                {photos.length > DETAIL_PHOTO_LIMIT && (
                  <div className="photos__more">
                    +{photos.length - DETAIL_PHOTO_LIMIT} more photos
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
                  label={`Map of ${clinic.businessName}`}
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
              <h2 id="hours-title">Opening Hours</h2>
              <ul className="hours">
                {clinic.openingHours.map((line) => {
                  const [day, ...rest] = line.split(': ');
                  return (
                    <li key={line}>
                      <span>{rest.length ? day : line}</span>
                      {rest.length > 0 && <strong>{rest.join(': ')}</strong>}
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
              Book Appointment
            </Link>
          )}
        </aside>
      </div>
    </div>
  );
}
