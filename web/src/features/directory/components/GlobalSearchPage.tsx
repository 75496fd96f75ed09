import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../store/hooks';
import { SelectField, TextField } from '../../../components/ui/Field';
import { EmptyState, ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { Icon } from '../../../components/ui/Icon';
import { PageHeader } from '../../../components/ui/PageHeader';
import { serverErrorText } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import {
  directoryApi,
  useDirectoryCategoriesQuery,
  useDirectorySearchQuery,
  useDirectoryStatsQuery,
  useRequestScrapeMutation,
} from '../api';
import {
  DEFAULT_FILTERS,
  hasPlace,
  QUICK_LOCATIONS,
  toSearchParams,
  type DirectoryFilters,
} from '../filters';
import {
  DIRECTORY_RADIUS_CHOICES,
  SCRAPE_REQUESTS_PER_SEARCH,
  STATS_REFETCH_DELAY_MS,
} from '../settings';
import { FiltersPanel } from './FiltersPanel';
import { Pagination } from './Pagination';
import { PracticeCard } from './PracticeCard';
import '../directory.css';

export const SEARCH_FAILED_TEXT = 'Search failed';
export const GEO_FAILED_TEXT = 'Unable to get your location';
export const GEO_UNSUPPORTED_TEXT = 'Geolocation is not supported by this browser';

function initialFilters(params: URLSearchParams): DirectoryFilters {
  const radius = Number(params.get('radius'));
  const choices: readonly number[] = DIRECTORY_RADIUS_CHOICES;
  return {
    ...DEFAULT_FILTERS,
    location: params.get('city') ?? '',
    radius: choices.includes(radius) ? radius : DEFAULT_FILTERS.radius,
  };
}

export default function GlobalSearchPage() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'Vet Prices Worldwide',
        description: 'Compare veterinary clinics and their prices in cities around the world.',
        keywords: ['vet prices', 'veterinary costs', 'vet clinic directory'],
      }),
      [],
    ),
  );
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState(() => initialFilters(params));
  const [draft, setDraft] = useState(filters.location);
  const [page, setPage] = useState(1);
  const [showFilters, setShowFilters] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const stats = useDirectoryStatsQuery();
  const { data: categories = [] } = useDirectoryCategoriesQuery();
  const active = hasPlace(filters);
  const search = useDirectorySearchQuery(toSearchParams(filters, page), { skip: !active });
  const [requestScrape] = useRequestScrapeMutation();
  const scrapeAsked = useRef(new Set<number>());

  const update = (patch: Partial<DirectoryFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const reset = () => {
    setFilters((f) => ({ ...DEFAULT_FILTERS, location: f.location, lat: f.lat, lng: f.lng }));
    setPage(1);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    update({ location: draft.trim(), lat: null, lng: null });
  };

  const answeredAt = search.fulfilledTimeStamp;
  useEffect(() => {
    if (!answeredAt) return;
    // The aggregator may have counted new practices: refresh the header a moment later.
    const timer = window.setTimeout(
      () =>
        void dispatch(
          directoryApi.endpoints.directoryStats.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        ),
      STATS_REFETCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [answeredAt, dispatch]);

  useEffect(() => {
    const bare = (search.data?.practices ?? []).filter(
      (p) => p.serviceCount === 0 && p.website && !scrapeAsked.current.has(p.id),
    );
    for (const practice of bare.slice(0, SCRAPE_REQUESTS_PER_SEARCH)) {
      scrapeAsked.current.add(practice.id);
      // Background request for prices; a refusal changes nothing on the page.
      void requestScrape({ practiceId: practice.id, website: practice.website })
        .unwrap()
        .catch(() => undefined);
    }
  }, [search.data, requestScrape]);

  const locate = () => {
    setGeoError(null);
    if (!('geolocation' in navigator)) {
      setGeoError(GEO_UNSUPPORTED_TEXT);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setDraft('My location');
        update({
          location: 'My location',
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        });
      },
      () => setGeoError(GEO_FAILED_TEXT),
    );
  };

  const data = search.isError ? undefined : search.data;
  const practices = data?.practices ?? [];
  const place = data?.center?.label ?? filters.location;

  return (
    <div className="container page">
      <PageHeader
        eyebrow="Search by pricing"
        title="Vet clinics and prices worldwide"
        aside={
          <dl
            className="facts"
            aria-label="Directory statistics"
            style={{ minWidth: 'min(100%, 460px)' }}
          >
            <div>
              <dt>Clinics worldwide</dt>
              <dd>{(stats.data?.totalPractices ?? 0).toLocaleString('en-GB')}</dd>
            </div>
            <div>
              <dt>Services listed</dt>
              <dd>{(stats.data?.totalServices ?? 0).toLocaleString('en-GB')}</dd>
            </div>
            <div>
              <dt>Countries</dt>
              <dd>{stats.data?.totalCountries ?? 0}</dd>
            </div>
          </dl>
        }
      />
      <form
        className="card search-bar search-bar--directory"
        role="search"
        aria-label="Directory search"
        onSubmit={submit}
      >
        <TextField
          label="Location"
          placeholder="City or address, e.g. London, UK"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="button" className="btn btn--secondary" onClick={locate}>
          <Icon name="pin" /> Use my location
        </button>
        <button type="submit" className="btn btn--primary">
          <Icon name="search" /> Search
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={showFilters}
          aria-controls="directory-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          Filters
        </button>
      </form>
      {geoError && <ErrorBlock>{geoError}</ErrorBlock>}
      {showFilters && (
        <FiltersPanel filters={filters} categories={categories} onChange={update} onReset={reset} />
      )}

      {!active ? (
        <div className="card empty-state">
          <h2 className="empty-state__title">Where are you looking?</h2>
          <p>Search a city to compare clinics and their prices, or try one of these:</p>
          <div className="button-row button-row--center">
            {QUICK_LOCATIONS.map((location) => (
              <button
                key={location}
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => {
                  setDraft(location);
                  update({ location, lat: null, lng: null });
                }}
              >
                {location}
              </button>
            ))}
          </div>
        </div>
      ) : search.isError ? (
        <ErrorBlock>{serverErrorText(search.error, SEARCH_FAILED_TEXT)}</ErrorBlock>
      ) : search.isFetching && !data ? (
        <Spinner label="Searching clinics…" />
      ) : (
        <>
          <div className="results-header" aria-live="polite">
            <h2>
              {data?.pagination.totalCount ?? 0} vet clinics found near {place}
            </h2>
            <div style={{ minWidth: 180 }}>
              <SelectField
                label="Sort by"
                name="sort"
                value={filters.sort}
                onChange={(e) => update({ sort: e.target.value as DirectoryFilters['sort'] })}
              >
                <option value="relevance">Relevance</option>
                <option value="distance">Distance</option>
                <option value="price">Price</option>
                <option value="rating">Rating</option>
              </SelectField>
            </div>
          </div>
          {practices.length === 0 ? (
            <EmptyState icon="search" title="No clinics found">
              <p>Try a larger radius or fewer filters.</p>
              <button type="button" className="btn btn--secondary" onClick={reset}>
                Reset Filters
              </button>
            </EmptyState>
          ) : (
            <div className="clinic-list" style={{ opacity: search.isFetching ? 0.6 : 1 }}>
              {practices.map((practice) => (
                <PracticeCard key={practice.id} practice={practice} />
              ))}
            </div>
          )}
          {data && data.pagination.totalPages > 1 && (
            <Pagination page={page} totalPages={data.pagination.totalPages} onPage={setPage} />
          )}
        </>
      )}
    </div>
  );
}
