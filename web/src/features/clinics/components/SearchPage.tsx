import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
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
import { ClinicCard, PRICING_NOTE_TEXT } from './ClinicCard';
import { PriceFilters } from './PriceFilters';
import { clinicPoints } from './map-points';
import { SourceBadge } from './SourceBadge';
import { Icon } from '../../../components/ui/Icon';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WhenVisible } from '../../../components/ui/WhenVisible';
import '../clinics.css';

const ResultsMap = lazy(() => import('./ResultsMap'));

export const EMPTY_RESULTS_TEXT =
  'No veterinary clinics found. Try adjusting your search criteria or expanding your search radius.';
export { PRICING_NOTE_TEXT };
export const OWN_PRICES_TEXT =
  "Each price is the clinic's own, from its price list; where a clinic lists none, its card says so.";
const TYPING_PAUSE_MS = 400;
const EMPTY: ClinicView[] = [];

export default function SearchPage() {
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
        title: fields.city ? `Vets in ${fields.city}` : 'Find Vets Near You',
        description:
          'Search veterinary clinics by city or postcode, compare services and ratings, and book online.',
        keywords: ['vet near me', 'veterinary clinic search', fields.city].filter(Boolean),
      }),
      [fields.city],
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
      <PageHeader eyebrow="Clinic search" title="Find a vet near you" />
      <form
        className="card search-bar"
        role="search"
        aria-label="Clinic search"
        onSubmit={(e) => {
          e.preventDefault();
          if (debouncedHasLocation && !pending) void search.refetch();
        }}
      >
        <TextField
          label="City"
          name="city"
          placeholder="e.g. London"
          autoComplete="address-level2"
          value={fields.city}
          onChange={(e) => update({ city: e.target.value })}
        />
        <TextField
          label="Postcode"
          name="postcode"
          placeholder="e.g. SW1A 1AA"
          autoComplete="postal-code"
          value={fields.postcode}
          onChange={(e) => update({ postcode: e.target.value })}
        />
        <SelectField
          label="Radius"
          name="radius"
          value={String(fields.radius)}
          onChange={(e) => update({ radius: Number(e.target.value) })}
        >
          {CLINIC_SEARCH_RADIUS_CHOICES.map((r) => (
            <option key={r} value={r}>
              {r} km
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </form>
      <PriceFilters fields={fields} update={update} />

      <div className="results-header" aria-live="polite">
        <h2>{loading ? 'Searching…' : `Found ${total} veterinary clinic(s)`}</h2>
        <div className="button-row">{!loading && <SourceBadge source={source} />}</div>
      </div>
      <p className="alert alert--info small icon-text">
        <Icon name="info" /> {priced ? OWN_PRICES_TEXT : PRICING_NOTE_TEXT}
      </p>

      {loading && clinics.length === 0 ? (
        <Spinner label="Searching clinics…" />
      ) : clinics.length === 0 ? (
        <div className="card">
          <EmptyState icon="search">
            <p>{EMPTY_RESULTS_TEXT}</p>
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
                        Popular clinics in {group.city}
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
              <Suspense fallback={<Spinner label="Loading map…" />}>
                <ResultsMap points={points} label="Map of the clinics found" />
              </Suspense>
            </WhenVisible>
          </div>
        </div>
      )}
    </div>
  );
}
