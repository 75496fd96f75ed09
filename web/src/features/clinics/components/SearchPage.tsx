import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '../../../lib/router';
import { SelectField, TextField } from '../../../components/ui/Field';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { usePageMeta } from '../../../lib/page-meta';
import { useSearchClinicsQuery } from '../api';
import {
  readSearchFields,
  sameArgs,
  searchArgsOf,
  toSearchParams,
  type SearchFields,
} from '../search-params';
import { CLINIC_SEARCH_RADIUS_CHOICES } from '../settings';
import { useDebounced, useDefaultCities } from './search-hooks';
import { rememberSearchResults, type ClinicView } from '../types';
import { ClinicCard } from './ClinicCard';
import { PriceFilters } from './PriceFilters';
import { clinicPoints } from './map-points';
import { SourceBadge } from './SourceBadge';
import { Icon } from '../../../components/ui/Icon';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WhenVisible } from '../../../components/ui/WhenVisible';
import { useT } from '../../../i18n';
import '../clinics.css';

const ResultsMap = lazy(() => import('./ResultsMap'));

const TYPING_PAUSE_MS = 400;
const EMPTY: ClinicView[] = [];

export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const fields = readSearchFields(params);
  const hasLocation = Boolean(fields.city.trim() || fields.postcode.trim());
  const searchArgs = useDebounced(searchArgsOf(fields), TYPING_PAUSE_MS);
  const debouncedHasLocation = Boolean(searchArgs.city || searchArgs.postcode);
  const search = useSearchClinicsQuery(searchArgs, { skip: !debouncedHasLocation });
  const defaults = useDefaultCities(hasLocation);
  const pending = !sameArgs(searchArgs, searchArgsOf(fields));
  // Cards show a price only for the search the answer is for.
  const priced = Boolean(searchArgs.service) && hasLocation;

  usePageMeta(
    useMemo(
      () => ({
        title: fields.city
          ? t('clinics.search.metaTitleCity', { city: fields.city })
          : t('clinics.search.metaTitle'),
        description: t('clinics.search.metaDescription'),
        keywords: [
          t('clinics.search.keywordNearMe'),
          t('clinics.search.keywordSearch'),
          fields.city,
        ].filter(Boolean),
      }),
      [fields.city, t],
    ),
  );

  // Two changes before the page renders again (a select, then another) both count.
  const latest = useRef(fields);
  useEffect(() => {
    latest.current = fields;
  });
  const update = (patch: Partial<SearchFields>) => {
    latest.current = { ...latest.current, ...patch };
    setParams(toSearchParams(latest.current), { replace: true });
  };

  // A failed search clears everything: no results, source no_results, zero counts.
  const failed = search.isError;
  const found = failed ? undefined : search.data;
  const defaultClinics = useMemo(
    () => defaults.groups.flatMap((g) => g.clinics),
    [defaults.groups],
  );
  const clinics: ClinicView[] = hasLocation ? (found?.vets ?? EMPTY) : defaultClinics;
  const total = hasLocation ? (found?.total ?? 0) : clinics.length;
  const source = hasLocation ? (failed ? 'no_results' : (found?.source ?? 'database')) : 'database';
  const loading = hasLocation ? search.isFetching || pending : defaults.loading;
  const query = params.toString();

  useEffect(() => {
    if (clinics.length > 0) rememberSearchResults(clinics);
  }, [clinics]);

  const points = useMemo(() => clinicPoints(clinics, query), [clinics, query]);

  return (
    <div className="container page">
      <PageHeader eyebrow={t('clinics.search.eyebrow')} title={t('clinics.search.title')} />
      <form
        className="card search-bar"
        role="search"
        aria-label={t('clinics.search.formLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          if (debouncedHasLocation && !pending) void search.refetch();
        }}
      >
        <TextField
          label={t('clinics.search.city')}
          name="city"
          placeholder={t('clinics.search.cityPlaceholder')}
          autoComplete="address-level2"
          value={fields.city}
          onChange={(e) => update({ city: e.target.value })}
        />
        <TextField
          label={t('clinics.search.postcode')}
          name="postcode"
          placeholder={t('clinics.search.postcodePlaceholder')}
          autoComplete="postal-code"
          value={fields.postcode}
          onChange={(e) => update({ postcode: e.target.value })}
        />
        <SelectField
          label={t('clinics.search.radius')}
          name="radius"
          value={String(fields.radius)}
          onChange={(e) => update({ radius: Number(e.target.value) })}
        >
          {CLINIC_SEARCH_RADIUS_CHOICES.map((r) => (
            <option key={r} value={r}>
              {t('clinics.search.radiusKm', { radius: r })}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn--primary">
          {t('clinics.search.submit')}
        </button>
      </form>
      <PriceFilters fields={fields} update={update} />

      <div className="results-header" aria-live="polite">
        <h2>
          {loading
            ? t('clinics.search.searching')
            : t('clinics.search.found', { count: total, total })}
        </h2>
        <div className="button-row">{!loading && <SourceBadge source={source} />}</div>
      </div>
      <p className="alert alert--info small icon-text">
        <Icon name="info" />{' '}
        {priced ? t('clinics.search.ownPrices') : t('clinics.search.pricingNote')}
      </p>

      {loading && clinics.length === 0 ? (
        <Spinner label={t('clinics.search.loading')} />
      ) : clinics.length === 0 ? (
        <div className="card">
          <EmptyState icon="search">
            <p>{t('clinics.search.empty')}</p>
          </EmptyState>
        </div>
      ) : (
        <div className="results">
          <div className="clinic-list">
            {hasLocation
              ? clinics.map((clinic) => (
                  <ClinicCard key={clinic.id} clinic={clinic} query={query} priced={priced} />
                ))
              : defaults.groups
                  .filter((group) => group.clinics.length > 0)
                  .map((group) => (
                    <section
                      key={group.city}
                      className="city-group"
                      aria-labelledby={`city-${group.city.replace(/\W+/g, '-')}`}
                    >
                      <h3
                        id={`city-${group.city.replace(/\W+/g, '-')}`}
                        className="city-group__title"
                      >
                        {t('clinics.search.popularIn', { city: group.city })}
                      </h3>
                      <div className="clinic-list">
                        {group.clinics.map((clinic) => (
                          <ClinicCard key={clinic.id} clinic={clinic} query={query} />
                        ))}
                      </div>
                    </section>
                  ))}
          </div>
          <div className="results__map">
            <WhenVisible>
              <Suspense fallback={<Spinner label={t('clinics.search.mapLoading')} />}>
                <ResultsMap points={points} label={t('clinics.search.mapLabel')} />
              </Suspense>
            </WhenVisible>
          </div>
        </div>
      )}
    </div>
  );
}
