import { useState, type FormEvent } from 'react';
import {
  STALE_VERSION_TEXT,
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
import './drop-off.css';

export const DROP_OFF_SAVED_TEXT = 'Drop-off settings saved';
export const DROP_OFF_SAVE_FAILED_TEXT = 'The drop-off settings could not be saved.';

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
  const settings = useDropOffSettingsQuery();
  if (settings.isLoading) return <Spinner label="Loading drop-off settings…" />;
  if (!settings.data) return <ErrorBlock>The drop-off settings could not be loaded.</ErrorBlock>;
  // A saved version starts the form again from what the server holds.
  return <DropOffForm key={settings.data.version} settings={settings.data} />;
}

function DropOffForm({ settings }: { settings: DropOffSettings }) {
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
      return setError(parsed.error.issues[0]?.message ?? 'Please check the settings.');
    setError(null);
    try {
      await save({ body: parsed.data, version: settings.version }).unwrap();
      dispatch(toastShown('success', DROP_OFF_SAVED_TEXT));
    } catch (failure) {
      setError(
        isStaleVersion(failure)
          ? STALE_VERSION_TEXT
          : serverErrorText(failure, DROP_OFF_SAVE_FAILED_TEXT),
      );
    }
  };

  return (
    <section className="card stack" aria-labelledby="drop-off-settings">
      <div className="card__header">
        <h2 id="drop-off-settings">Drop-off days</h2>
      </div>
      <p className="muted small">
        Services booked as a drop-off are booked by the day: owners bring pets in during the
        admission window and collect them from the collection time.
      </p>
      <form className="stack" onSubmit={submit} noValidate>
        {error && <ErrorBlock>{error}</ErrorBlock>}
        <fieldset className="drop-off__days">
          <legend className="field__label">Admission windows</legend>
          {WEEK_DAYS.map((day) => (
            <div key={day} className="drop-off__day">
              <label className="drop-off__check">
                <input
                  type="checkbox"
                  checked={days[day].on}
                  onChange={(e) => setDay(day, { on: e.target.checked })}
                />{' '}
                {dayLabel(day)}
              </label>
              <input
                type="time"
                className="input"
                aria-label={`${dayLabel(day)} admission from`}
                value={days[day].start}
                disabled={!days[day].on}
                onChange={(e) => setDay(day, { start: e.target.value })}
              />
              <span aria-hidden="true">–</span>
              <input
                type="time"
                className="input"
                aria-label={`${dayLabel(day)} admission until`}
                value={days[day].end}
                disabled={!days[day].on}
                onChange={(e) => setDay(day, { end: e.target.value })}
              />
            </div>
          ))}
        </fieldset>
        <div className="form-row">
          <TextField
            label="Collect from"
            type="time"
            name="collectionTime"
            value={collectionTime}
            onChange={(e) => setCollection(e.target.value)}
          />
          <TextField
            label="Drop-offs a day (all services)"
            type="number"
            min={1}
            name="dailyCap"
            value={dailyCap}
            onChange={(e) => setDailyCap(e.target.value)}
          />
          <SelectField
            label="Theatre clinician"
            name="clinicianId"
            value={clinicianId}
            onChange={(e) => setClinician(e.target.value)}
            hint="Their calendar is kept for the procedure list on drop-off days."
          >
            <option value="">None</option>
            {(clinicians.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={saving.isLoading}>
            Save drop-off settings
          </button>
        </div>
      </form>
    </section>
  );
}
