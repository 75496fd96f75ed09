import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { paths } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { EmptyState, ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useT } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useCompareServiceQuery } from '../api';
import { DIRECTORY_RADIUS_CHOICES } from '../settings';
import { Pagination } from '../components/Pagination';
import { ServiceOptions } from '../components/ServiceOptions';
import { bandName } from '../../../lib/standard-words';
import {
  bandOf,
  compareRequest,
  readCompareState,
  writeCompareState,
  type CompareState,
} from './compare-params';
import { CompareSpread } from './CompareSpread';
import { CompareTable } from './CompareTable';
import '../directory.css';

export default function ComparePage() {
  const t = useT();
  usePageMeta(
    useMemo(
      () => ({
        title: t('directory.compare.metaTitle'),
        description: t('directory.compare.metaDescription'),
      }),
      [t],
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

  return (
    <div className="container page">
      <nav aria-label={t('directory.breadcrumb')} className="breadcrumbs">
        <Link to={paths.directory()}>← {t('directory.backToSearch')}</Link>
      </nav>
      <PageHeader eyebrow={t('directory.compare.eyebrow')} title={t('directory.compare.title')} />
      <form
        className="card stack compare-form"
        aria-label={t('directory.compare.formLabel')}
        onSubmit={submit}
      >
        <div className="form-row">
          <SelectField
            label={t('directory.compare.service')}
            name="service"
            value={draft.service}
            onChange={(e) =>
              setDraft({ ...draft, service: e.target.value as CompareState['service'] })
            }
          >
            <option value="">{t('directory.compare.chooseService')}</option>
            <ServiceOptions />
          </SelectField>
          <SelectField
            label={t('directory.compare.pet')}
            name="pet"
            value={draft.pet}
            onChange={(e) => setDraft({ ...draft, pet: e.target.value as CompareState['pet'] })}
          >
            <option value="dog">{t('directory.compare.dog')}</option>
            <option value="cat">{t('directory.compare.cat')}</option>
          </SelectField>
          {draft.pet === 'dog' && (
            <TextField
              label={t('directory.compare.weight')}
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
            label={t('directory.compare.location')}
            name="location"
            placeholder={t('directory.compare.locationPlaceholder')}
            value={draft.location}
            onChange={(e) => setDraft({ ...draft, location: e.target.value })}
          />
          <SelectField
            label={t('directory.compare.radius')}
            name="radius"
            value={String(draft.radius)}
            onChange={(e) => setDraft({ ...draft, radius: Number(e.target.value) })}
          >
            {DIRECTORY_RADIUS_CHOICES.map((r) => (
              <option key={r} value={r}>
                {t('directory.km', { distance: r })}
              </option>
            ))}
          </SelectField>
        </div>
        <p className="muted small" aria-live="polite" style={{ margin: 0 }}>
          {band
            ? t('directory.compare.band', { band: bandName(band) })
            : t('directory.compare.bandPrompt')}
        </p>
        <div className="compare-form__actions">
          <button type="submit" className="btn btn--primary">
            {t('directory.compare.submit')}
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
            {t('directory.compare.confirmedOnly')}
          </label>
        </div>
      </form>

      {!request ? (
        <p className="muted" style={{ marginTop: 20 }}>
          {t('directory.compare.prompt')}
        </p>
      ) : answer.isError ? (
        <ErrorBlock>{serverErrorText(answer.error, t('directory.compare.failed'))}</ErrorBlock>
      ) : !data ? (
        <Spinner label={t('directory.compare.comparing')} />
      ) : data.stats.count === 0 ? (
        <EmptyState icon="search" title={t('directory.compare.none')}>
          <p>
            {state.confirmed
              ? t('directory.compare.noneConfirmed', { radius: state.radius })
              : t('directory.compare.noneListed', { radius: state.radius })}
          </p>
        </EmptyState>
      ) : (
        <div className="stack" style={{ marginTop: 20, opacity: answer.isFetching ? 0.6 : 1 }}>
          <CompareSpread answer={data} state={state} />
          <CompareTable answer={data} />
          {data.pagination.totalPages > 1 && (
            <Pagination page={state.page} totalPages={data.pagination.totalPages} onPage={toPage} />
          )}
        </div>
      )}
    </div>
  );
}
