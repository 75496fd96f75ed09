import { paths } from '@petvet/shared';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { useAppDispatch } from '../../../store/hooks';
import { TextField } from '../../../components/ui/Field';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { Icon } from '../../../components/ui/Icon';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useT } from '../../../i18n';
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
  readFilters,
  toSearchParams,
  writeFilters,
  type DirectoryFilters,
} from '../filters';
import { SCRAPE_REQUESTS_PER_SEARCH, STATS_REFETCH_DELAY_MS } from '../settings';
import { FiltersPanel } from './FiltersPanel';
import { SAMPLE_SOURCE } from './PracticeCard';
import { DirectoryFacts, QuickLocations } from './DirectoryFacts';
import { ResultsSection } from './ResultsSection';
import { placeName } from '../../../lib/place-name';
import { PlaceLine } from './PlaceLine';
import '../directory.css';

export default function GlobalSearchPage() {
  const t = useT();
  usePageMeta(
    useMemo(
      () => ({
        title: t('directory.search.metaTitle'),
        description: t('directory.search.metaDescription'),
        keywords: t('directory.search.metaKeywords').split(/,\s*/),
      }),
      [t],
    ),
  );
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  // The address is the search: Back, a reload and a shared link all land on the same results.
  const query = params.toString();
  const { filters, page } = useMemo(() => readFilters(new URLSearchParams(query)), [query]);
  const [draft, setDraft] = useState(filters.location);
  const [shownLocation, setShownLocation] = useState(filters.location);
  if (shownLocation !== filters.location) {
    setShownLocation(filters.location);
    setDraft(filters.location);
  }
  const [showFilters, setShowFilters] = useState(false);
  // The key of the message, so a language switch rewords a shown error too.
  const [geoError, setGeoError] = useState<
    'directory.search.geoFailed' | 'directory.search.geoUnsupported' | null
  >(null);
  const stats = useDirectoryStatsQuery();
  const { data: categories = [] } = useDirectoryCategoriesQuery();
  const active = hasPlace(filters);
  const search = useDirectorySearchQuery(toSearchParams(filters, page), { skip: !active });
  const [requestScrape] = useRequestScrapeMutation();
  const scrapeAsked = useRef(new Set<number>());

  const go = (next: DirectoryFilters, nextPage: number, replace = false) =>
    setParams(writeFilters(next, nextPage), { replace });
  // Filter changes replace the address (typing a price is not a step Back should replay).
  const update = (patch: Partial<DirectoryFilters>) => go({ ...filters, ...patch }, 1, true);
  const reset = () =>
    go({ ...DEFAULT_FILTERS, location: filters.location, lat: filters.lat, lng: filters.lng }, 1);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    go({ ...filters, location: draft.trim(), lat: null, lng: null }, 1);
  };
  const setPage = (next: number) => {
    go(filters, next);
    window.scrollTo({ top: 0 });
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
      setGeoError('directory.search.geoUnsupported');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = t('directory.search.myLocation');
        setDraft(here);
        go(
          {
            ...filters,
            location: here,
            lat: position.coords.latitude,
            lng: position.coords.longitude,
          },
          1,
        );
      },
      () => setGeoError('directory.search.geoFailed'),
    );
  };

  const data = search.isError ? undefined : search.data;
  const practices = data?.practices ?? [];
  const place = data?.center?.label ?? filters.location;

  return (
    <div className="container page">
      <PageHeader
        eyebrow={t('directory.search.eyebrow')}
        title={t('directory.search.title')}
        aside={<DirectoryFacts stats={stats.data} />}
      />
      <form
        className="card search-bar search-bar--directory"
        role="search"
        aria-label={t('directory.search.formLabel')}
        onSubmit={submit}
      >
        <TextField
          label={t('directory.search.location')}
          placeholder={t('directory.search.locationPlaceholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="button" className="btn btn--secondary" onClick={locate}>
          <Icon name="pin" /> {t('directory.search.useMyLocation')}
        </button>
        <button type="submit" className="btn btn--primary">
          <Icon name="search" /> {t('directory.search.submit')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={showFilters}
          aria-controls="directory-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          {t('directory.search.filters')}
        </button>
      </form>
      <p style={{ margin: '12px 0' }}>
        <Link to={paths.directoryCompare()} className="btn btn--secondary btn--sm">
          {t('directory.search.compareLink')}
        </Link>{' '}
        <span className="muted small">{t('directory.search.compareHint')}</span>
      </p>
      {geoError && <ErrorBlock>{t(geoError)}</ErrorBlock>}
      {practices.some((p) => p.source === SAMPLE_SOURCE) && (
        <p className="alert alert--info" role="note">
          {t('directory.search.sampleData')}
        </p>
      )}
      {showFilters && (
        <FiltersPanel filters={filters} categories={categories} onChange={update} onReset={reset} />
      )}

      {!active ? (
        <QuickLocations
          onPick={(location) => {
            setDraft(location);
            go({ ...filters, location, lat: null, lng: null }, 1);
          }}
        />
      ) : search.isError ? (
        <ErrorBlock>{serverErrorText(search.error, t('directory.search.failed'))}</ErrorBlock>
      ) : search.isFetching && !data ? (
        <Spinner label={t('directory.search.searching')} />
      ) : (
        <>
          <PlaceLine
            place={data?.place}
            didYouMean={data?.didYouMean}
            onPick={(other) => {
              setDraft(placeName(other));
              go({ ...filters, location: placeName(other), lat: other.lat, lng: other.lng }, 1);
            }}
          />
          <ResultsSection
            data={data}
            filters={filters}
            place={place}
            page={page}
            fetching={search.isFetching}
            from={query}
            onSort={(sort) => update({ sort })}
            onPage={setPage}
            onReset={reset}
          />
        </>
      )}
    </div>
  );
}
