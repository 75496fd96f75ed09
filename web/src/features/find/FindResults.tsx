import type { GlobalPracticeSearchResponse } from '@petvet/shared';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Link } from '../../lib/router';
import { EmptyState, Spinner } from '../../components/ui/Feedback';
import { WhenVisible } from '../../components/ui/WhenVisible';
import { useT } from '../../i18n';
import { richText } from '../../i18n/rich-text';
import { formatCount } from '../../lib/numbers';
import { findPath } from './find-links';
import type { FindState } from './find-params';
import type { FindPoint } from './FindMap';
import { FindRow } from './FindRow';
import { placeName } from '../../lib/place-name';

function MapUnavailable() {
  const t = useT();
  return <p className="muted">{t('clinics.find.mapUnavailable')}</p>;
}
// Leaflet is large: it loads with the first results, and a failed load leaves the list.
const FindMap = lazy(() => import('./FindMap').catch(() => ({ default: MapUnavailable })));

/** The page-number buttons, as the directory draws them (handed in by the app). */
export type Pager = ComponentType<{
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}>;

export function FindResults({
  data,
  state,
  fetching,
  onPage,
  pager: Pagination,
}: {
  data: GlobalPracticeSearchResponse;
  state: FindState;
  fetching: boolean;
  onPage: (page: number) => void;
  pager: Pager;
}) {
  const t = useT();
  const [activeId, setActiveId] = useState<number | null>(null);
  const [view, setView] = useState<'list' | 'map'>('list');
  const practices = data.practices;
  const points = useMemo<FindPoint[]>(
    () =>
      practices.flatMap((p) =>
        p.lat !== null && p.lng !== null
          ? [{ id: p.id, name: p.name, lat: p.lat, lng: p.lng }]
          : [],
      ),
    [practices],
  );
  const pick = (id: number) => {
    setActiveId(id);
    setView('list');
    const row = document.getElementById(`find-row-${id}`);
    row?.scrollIntoView({ block: 'nearest' });
    row?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  };
  const place = data.place ? placeName(data.place) : (data.center?.label ?? state.where);
  const count =
    formatCount(data.pagination.totalCount) + (data.pagination.totalIsCapped ? '+' : '');
  const others = data.didYouMean ?? [];
  return (
    <section aria-labelledby="find-results-title" className="find-results" data-view={view}>
      <div className="find-results__head" aria-live="polite">
        <h2 id="find-results-title">
          {t('clinics.find.resultsTitle', {
            count: data.pagination.totalCount,
            total: count,
            place,
          })}
        </h2>
        {others.length > 0 && (
          <p className="small find-results__others">
            {t('clinics.find.didYouMean')}{' '}
            {others.map((other, i) => (
              <span key={`${other.label}-${other.lat}-${other.lng}`}>
                {i > 0 && ', '}
                <Link
                  to={findPath({
                    ...state,
                    where: placeName(other),
                    lat: null,
                    lng: null,
                    page: 1,
                  })}
                >
                  {placeName(other)}
                </Link>
              </span>
            ))}
            {t('clinics.find.didYouMeanEnd')}
          </p>
        )}
      </div>
      {practices.length === 0 ? (
        <EmptyState icon="search" title={t('clinics.find.noResultsTitle')}>
          <p>{t('clinics.find.noResultsText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="find-view-toggle" role="group" aria-label={t('clinics.find.showAs')}>
            <button
              type="button"
              className="btn btn--sm"
              aria-pressed={view === 'list'}
              onClick={() => setView('list')}
            >
              {t('clinics.find.list')}
            </button>
            <button
              type="button"
              className="btn btn--sm"
              aria-pressed={view === 'map'}
              onClick={() => setView('map')}
            >
              {t('clinics.find.map')}
            </button>
          </div>
          <div className="results find-results__body">
            <ol
              className="find-list"
              aria-label={t('clinics.find.results')}
              style={{ opacity: fetching ? 0.6 : 1 }}
            >
              {practices.map((practice) => (
                <FindRow
                  key={practice.id}
                  practice={practice}
                  service={state.service}
                  within={state.within}
                  active={practice.id === activeId}
                  onActivate={setActiveId}
                />
              ))}
            </ol>
            {points.length > 0 && (
              <div className="results__map find-map">
                <WhenVisible>
                  <Suspense fallback={<Spinner label={t('clinics.find.mapLoading')} />}>
                    <FindMap
                      points={points}
                      activeId={activeId}
                      shown={view === 'map'}
                      onActivate={setActiveId}
                      onPick={pick}
                    />
                  </Suspense>
                </WhenVisible>
              </div>
            )}
          </div>
        </>
      )}
      {data.pagination.totalPages > 1 && (
        <Pagination page={state.page} totalPages={data.pagination.totalPages} onPage={onPage} />
      )}
      <p className="muted small">
        {richText(t('clinics.find.geonames'), {
          link: (text) => <a href="https://www.geonames.org">{text}</a>,
        })}
      </p>
    </section>
  );
}
