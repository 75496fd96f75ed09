import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  formatPrice,
  RATES_AS_OF,
  standardService,
  STANDARD_INCLUSIONS,
  paths,
} from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { EmptyState, ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useCompareServiceQuery } from '../api';
import { DIRECTORY_RADIUS_CHOICES } from '../settings';
import { Pagination } from '../components/Pagination';
import {
  bandLabel,
  bandOf,
  compareRequest,
  readCompareState,
  writeCompareState,
  type CompareState,
} from './compare-params';
import { CompareTable } from './CompareTable';
import '../directory.css';
import { StandardServiceOptions } from '../../../components/ui/StandardServiceOptions';

const CompareChart = lazy(() => import('./CompareChart'));

export const COMPARE_FAILED_TEXT = 'The comparison could not be loaded';
export const CONFIRMED_ONLY_TEXT = 'Confirmed prices only';
export const CONFIRMED_ONLY_HINT =
  'Showing only prices the practice confirmed or entered itself, PetVet clinics’ own price lists included.';
export const COMPARE_PROMPT_TEXT =
  'Choose a service, your pet and a place to see what practices near you charge.';

export default function ComparePage() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'Compare a vet service',
        description:
          'What practices near you charge for one service, for your pet, cheapest first.',
      }),
      [],
    ),
  );
  const [params, setParams] = useSearchParams();
  const state = readCompareState(params);
  const [draft, setDraft] = useState<CompareState>(state);
  // The address is the search: Back, a shared link and a reload all land on the same one.
  const key = params.toString();
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    setDraft(readCompareState(params));
  }
  const request = compareRequest(state);
  const answer = useCompareServiceQuery(request ?? {}, { skip: !request });
  const band = bandOf(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(writeCompareState({ ...draft, page: 1 }));
  };
  const toPage = (page: number) => {
    setParams(writeCompareState({ ...state, page }));
    window.scrollTo({ top: 0 });
  };
  const data = answer.isError ? undefined : answer.data;
  const service = state.service ? standardService(state.service) : null;

  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to={paths.directory()}>← Back to Search</Link>
      </nav>
      <PageHeader eyebrow="Compare a service" title="What does it cost near you?" />
      <form className="card stack compare-form" aria-label="Compare a service" onSubmit={submit}>
        <div className="form-row">
          <SelectField
            label="Service"
            name="service"
            value={draft.service}
            onChange={(e) =>
              setDraft({ ...draft, service: e.target.value as CompareState['service'] })
            }
          >
            <option value="">Choose a service…</option>
            <StandardServiceOptions />
          </SelectField>
          <SelectField
            label="Your pet"
            name="pet"
            value={draft.pet}
            onChange={(e) => setDraft({ ...draft, pet: e.target.value as CompareState['pet'] })}
          >
            <option value="dog">Dog</option>
            <option value="cat">Cat</option>
          </SelectField>
          {draft.pet === 'dog' && (
            <TextField
              label="Dog's weight (kg)"
              name="weight"
              type="number"
              min={0.5}
              max={150}
              step="any"
              inputMode="decimal"
              value={draft.weight}
              onChange={(e) => setDraft({ ...draft, weight: e.target.value })}
            />
          )}
          <TextField
            label="Location"
            name="location"
            placeholder="City or postcode, e.g. London, UK"
            value={draft.location}
            onChange={(e) => setDraft({ ...draft, location: e.target.value })}
          />
          <SelectField
            label="Radius"
            name="radius"
            value={String(draft.radius)}
            onChange={(e) => setDraft({ ...draft, radius: Number(e.target.value) })}
          >
            {DIRECTORY_RADIUS_CHOICES.map((r) => (
              <option key={r} value={r}>
                {r} km
              </option>
            ))}
          </SelectField>
        </div>
        <p className="muted small" aria-live="polite" style={{ margin: 0 }}>
          {band
            ? `Price band: ${bandLabel(band)}`
            : 'Enter your dog’s weight to pick its price band.'}
        </p>
        <div className="compare-form__actions">
          <button type="submit" className="btn btn--primary">
            Compare prices
          </button>
          {/* A filter applies at once, as the search filters do; it lives in the address. */}
          <label className="checkbox">
            <input
              type="checkbox"
              name="confirmed"
              checked={draft.confirmed}
              onChange={(e) =>
                setParams(writeCompareState({ ...draft, confirmed: e.target.checked, page: 1 }))
              }
            />{' '}
            {CONFIRMED_ONLY_TEXT}
          </label>
        </div>
      </form>

      {!request ? (
        <p className="muted" style={{ marginTop: 20 }}>
          {COMPARE_PROMPT_TEXT}
        </p>
      ) : answer.isError ? (
        <ErrorBlock>{serverErrorText(answer.error, COMPARE_FAILED_TEXT)}</ErrorBlock>
      ) : !data ? (
        <Spinner label="Comparing prices…" />
      ) : data.stats.count === 0 ? (
        <EmptyState icon="search" title="No prices found">
          <p>
            {state.confirmed
              ? `No practice within ${state.radius} km has confirmed its price for this service for this pet. Try a larger radius, or show prices read from practices’ websites too.`
              : `No practice within ${state.radius} km lists this service for this pet. Try a larger radius.`}
          </p>
        </EmptyState>
      ) : (
        <div className="stack" style={{ marginTop: 20, opacity: answer.isFetching ? 0.6 : 1 }}>
          <section className="card" aria-labelledby="compare-spread">
            <h2 id="compare-spread">
              {service?.name}, {bandLabel(data.band)}: {data.stats.count} practices near{' '}
              {data.center?.label ?? state.location}
            </h2>
            <p className="muted">
              Median {formatPrice(data.stats.median ?? 0, data.currency)}; half charge between{' '}
              {formatPrice(data.stats.p25 ?? 0, data.currency)} and{' '}
              {formatPrice(data.stats.p75 ?? 0, data.currency)}; from{' '}
              {formatPrice(data.stats.min ?? 0, data.currency)} to{' '}
              {formatPrice(data.stats.max ?? 0, data.currency)}. Prices in {data.currency}, other
              currencies converted at the rates of {formatDate(data.ratesAsOf ?? RATES_AS_OF)}.
            </p>
            <div
              className="compare-chart"
              role="img"
              aria-label={`Price spread: median ${formatPrice(data.stats.median ?? 0, data.currency)}, quartiles ${formatPrice(data.stats.p25 ?? 0, data.currency)} to ${formatPrice(data.stats.p75 ?? 0, data.currency)}`}
            >
              <Suspense fallback={<Spinner label="Drawing the chart…" />}>
                <CompareChart
                  stats={data.stats}
                  practices={data.practices}
                  currency={data.currency}
                />
              </Suspense>
            </div>
            {state.confirmed && <p className="muted small">{CONFIRMED_ONLY_HINT}</p>}
            {service?.inclusions && (
              <p className="muted small">
                Surgical prices may include: {STANDARD_INCLUSIONS.join(', ')}. Each row says what
                its practice states.
              </p>
            )}
          </section>
          <CompareTable answer={data} />
          {data.pagination.totalPages > 1 && (
            <Pagination page={state.page} totalPages={data.pagination.totalPages} onPage={toPage} />
          )}
        </div>
      )}
    </div>
  );
}
