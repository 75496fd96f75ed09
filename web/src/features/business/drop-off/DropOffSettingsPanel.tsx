import { useState, type FormEvent } from 'react';
import {
  WEEK_DAYS,
  dayLabel,
  dropOffSettingsInputSchema,
  type DropOffSettings,
  type WeekDay,
} from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { SelectField, TextField } from '../../../components/ui/Field';
import { serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useCliniciansQuery } from '../team/api';
import { useDropOffSettingsQuery, useSaveDropOffSettingsMutation } from './api';
import { activeLocale, translate, useT } from '../../../i18n';
import './drop-off.css';

/**
 * "Monday" in English, the weekday in the language in use otherwise (5 Jan 2026 is a Monday),
 * capitalised as a label starts ("Lundi", "Lunes").
 */
function weekdayName(day: WeekDay): string {
  const locale = activeLocale();
  if (locale === 'en') return dayLabel(day);
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 5 + WEEK_DAYS.indexOf(day)),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

type DayRow = { on: boolean; start: string; end: string };

const rowsOf = (settings: DropOffSettings) =>
  Object.fromEntries(
    WEEK_DAYS.map((day) => {
      const window = settings.windows.find((w) => w.day === day);
      return [
        day,
        { on: Boolean(window), start: window?.start ?? '08:00', end: window?.end ?? '09:00' },
      ];
    }),
  ) as Record<WeekDay, DayRow>;

/**
 * The clinic's drop-off day: which weekdays admit pets and when, when they are collected, how
 * many a day in all, and the theatre clinician whose calendar is kept for the procedure list.
 */
export function DropOffSettingsPanel() {
  const t = useT();
  const settings = useDropOffSettingsQuery();
  if (settings.isLoading) return <Spinner label={t('clinic.dropOff.loading')} />;
  if (!settings.data) return <ErrorBlock>{t('clinic.dropOff.loadFailed')}</ErrorBlock>;
  // A saved version starts the form again from what the server holds.
  return <DropOffForm key={settings.data.version} settings={settings.data} />;
}

function DropOffForm({ settings }: { settings: DropOffSettings }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const clinicians = useCliniciansQuery();
  const [save, saving] = useSaveDropOffSettingsMutation();
  const [days, setDays] = useState(() => rowsOf(settings));
  const [collectionTime, setCollection] = useState(settings.collectionTime);
  const [dailyCap, setDailyCap] = useState(String(settings.dailyCap));
  const [clinicianId, setClinician] = useState(settings.clinicianId ?? '');
  const [error, setError] = useState<string | null>(null);
  const setDay = (day: WeekDay, change: Partial<DayRow>) =>
    setDays((current) => ({ ...current, [day]: { ...current[day], ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = dropOffSettingsInputSchema.safeParse({
      windows: WEEK_DAYS.filter((day) => days[day].on).map((day) => ({
        day,
        start: days[day].start,
        end: days[day].end,
      })),
      collectionTime,
      dailyCap: Number(dailyCap),
      clinicianId: clinicianId || null,
    });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? translate('clinic.dropOff.check'));
    setError(null);
    try {
      await save({ body: parsed.data, version: settings.version }).unwrap();
      dispatch(toastShown('success', translate('clinic.dropOff.saved')));
    } catch (failure) {
      setError(
        isStaleVersion(failure)
          ? translate('clinic.stale')
          : serverErrorText(failure, translate('clinic.dropOff.saveFailed')),
      );
    }
  };

  return (
    <section className="card stack drop-off" aria-labelledby="drop-off-settings">
      <div className="card__header">
        <h2 id="drop-off-settings">{t('clinic.dropOff.title')}</h2>
      </div>
      <p className="muted small">{t('clinic.dropOff.intro')}</p>
      <form className="stack" onSubmit={submit} noValidate>
        {error && <ErrorBlock>{error}</ErrorBlock>}
        <fieldset className="drop-off__days">
          <legend className="field__label">{t('clinic.dropOff.windows')}</legend>
          {WEEK_DAYS.map((day) => (
            <div key={day} className="drop-off__day">
              <label className="drop-off__check">
                <input
                  type="checkbox"
                  checked={days[day].on}
                  onChange={(e) => setDay(day, { on: e.target.checked })}
                />{' '}
                {weekdayName(day)}
              </label>
              <input
                type="time"
                className="input"
                aria-label={t('clinic.dropOff.from', { day: weekdayName(day) })}
                value={days[day].start}
                disabled={!days[day].on}
                onChange={(e) => setDay(day, { start: e.target.value })}
              />
              <span aria-hidden="true">–</span>
              <input
                type="time"
                className="input"
                aria-label={t('clinic.dropOff.until', { day: weekdayName(day) })}
                value={days[day].end}
                disabled={!days[day].on}
                onChange={(e) => setDay(day, { end: e.target.value })}
              />
            </div>
          ))}
        </fieldset>
        <div className="form-row">
          <TextField
            label={t('clinic.dropOff.collect')}
            type="time"
            name="collectionTime"
            value={collectionTime}
            onChange={(e) => setCollection(e.target.value)}
          />
          <TextField
            label={t('clinic.dropOff.dailyCap')}
            type="number"
            min={1}
            name="dailyCap"
            value={dailyCap}
            onChange={(e) => setDailyCap(e.target.value)}
          />
          <SelectField
            label={t('clinic.dropOff.clinician')}
            name="clinicianId"
            value={clinicianId}
            onChange={(e) => setClinician(e.target.value)}
            hint={t('clinic.dropOff.clinicianHint')}
          >
            <option value="">{t('clinic.dropOff.none')}</option>
            {(clinicians.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={saving.isLoading}>
            {t('clinic.dropOff.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
