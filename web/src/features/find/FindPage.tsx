import type { GlobalPracticeSearchResponse } from '@petvet/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { ErrorBlock, Spinner } from '../../components/ui/Feedback';
import { PageHeader } from '../../components/ui/PageHeader';
import { serverErrorText } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';
import { translate, useT } from '../../i18n';
import {
  hasPlace,
  readFind,
  toFindSearchArgs,
  writeFind,
  type FindSearchArgs,
  type FindState,
} from './find-params';
import { FindForm } from './FindForm';
import { FindResults, type Pager } from './FindResults';
import { locationErrorText } from './locate';
import './find.css';

/** The directory search's answer as the page reads it (the app hands the directory's query in). */
export type UseFindSearch = (
  args: FindSearchArgs,
  options: { skip: boolean },
) => {
  data?: GlobalPracticeSearchResponse;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
};

export const notPlacedText = (where: string) => translate('clinics.find.notPlaced', { where });

/** A place the search could not resolve is the visitor's to fix; anything else is ours. */
function searchErrorText(error: unknown, where: string): string {
  const answer = error as { status?: unknown; data?: { details?: Array<{ path?: unknown }> } };
  if (answer?.status === 400 && answer.data?.details?.some((d) => d.path === 'location')) {
    return notPlacedText(where);
  }
  return serverErrorText(
    error as Parameters<typeof serverErrorText>[0],
    translate('clinics.find.searchFailed'),
  );
}

export default function FindPage({ useSearch, pager }: { useSearch: UseFindSearch; pager: Pager }) {
  const t = useT();
  usePageMeta(
    useMemo(
      () => ({
        title: t('clinics.find.metaTitle'),
        description: t('clinics.find.metaDescription'),
      }),
      [t],
    ),
  );
  const [params, setParams] = useSearchParams();
  // The address is the search: Back, a reload and a shared link land on the same results.
  const query = params.toString();
  const state = useMemo(() => readFind(new URLSearchParams(query)), [query]);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const active = hasPlace(state);
  const search = useSearch(toFindSearchArgs(state), { skip: !active });

  // The search as last written: choices made faster than the page renders each build on the one
  // before, not on the address the page last rendered. An address arriving that is not one of
  // ours still on its way (Back, forward, a link) becomes the base again.
  const latest = useRef(state);
  const pending = useRef(new Set<string>());
  useEffect(() => {
    const seen = writeFind(state).toString();
    if (seen !== writeFind(latest.current).toString()) {
      if (pending.current.has(seen)) return;
      latest.current = state;
    }
    pending.current.clear();
  }, [state]);
  const apply = (patch: Partial<FindState>, push: boolean) => {
    setGeoError(null);
    const next = { ...latest.current, ...patch };
    latest.current = next;
    pending.current.add(writeFind(next).toString());
    // A new question is a step Back returns from; a refinement replaces the address.
    setParams(writeFind(next), { replace: !push });
  };
  const setPage = (page: number) => {
    setParams(writeFind({ ...state, page }));
    window.scrollTo({ top: 0 });
  };
  const locate = () => {
    setGeoError(null);
    if (!('geolocation' in navigator)) {
      setGeoError(locationErrorText(null));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (value: number) => Math.round(value * 10_000) / 10_000;
        apply(
          {
            where: t('clinics.find.myLocation'),
            lat: round(position.coords.latitude),
            lng: round(position.coords.longitude),
            page: 1,
          },
          true,
        );
      },
      (error) => {
        setLocating(false);
        setGeoError(locationErrorText(error.code));
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };
  // "Find Vets Near You" arrives with locate=1: ask for the location once, then drop the flag.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || params.get('locate') !== '1') return;
    asked.current = true;
    setParams(writeFind(state), { replace: true });
    // Asked once the page has shown, so its first render stays the server's.
    if (!active) window.setTimeout(locate, 0);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const data = search.isError ? undefined : search.data;
  return (
    <div className="container page find-page">
      <PageHeader eyebrow={t('clinics.find.eyebrow')} title={t('clinics.find.title')} />
      <FindForm
        state={state}
        placeCountry={data?.place?.country || undefined}
        onApply={apply}
        onLocate={locate}
      />
      {locating && <Spinner label={t('clinics.find.locating')} />}
      {geoError && <ErrorBlock>{geoError}</ErrorBlock>}
      {!active ? (
        <p className="find-start muted">{t('clinics.find.start')}</p>
      ) : search.isError ? (
        <ErrorBlock>{searchErrorText(search.error, state.where)}</ErrorBlock>
      ) : !data ? (
        <Spinner label={t('clinics.find.searching')} />
      ) : (
        <FindResults
          data={data}
          state={state}
          fetching={search.isFetching}
          onPage={setPage}
          pager={pager}
        />
      )}
    </div>
  );
}
