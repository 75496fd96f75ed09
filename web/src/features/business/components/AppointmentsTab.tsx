import { useCallback, useEffect, useState } from 'react';
import type { BusinessAppointment } from '@petvet/shared';
import { useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SelectField, TextField } from '../../../components/ui/Field';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { httpStatusOf, serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { BUSINESS_TEXTS } from '../error-texts';
import { actionsFor, APPOINTMENT_TEXTS, type AppointmentAction } from '../appointments/actions';
import {
  useBusinessAppointmentsQuery,
  useChangeAppointmentStatusMutation,
} from '../../../lib/api/clinic-appointments';
import { AppointmentRow } from '../appointments/AppointmentRow';
import { CancelAppointmentDialog } from '../appointments/CancelAppointmentDialog';
import {
  APPOINTMENT_FILTERS,
  filterAppointments,
  type AppointmentFilter,
} from '../appointments/filter';
import { NoShowUndo, undoUntil, type MarkedNoShow } from '../appointments/NoShowUndo';
import { RescheduleAppointmentDialog } from '../appointments/RescheduleAppointmentDialog';
import '../business.css';

export { filterAppointments } from '../appointments/filter';

const SEARCH_PAUSE_MS = 300;
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';

// Read when an action is done, in the language of that moment (not when this file loads).
function doneText(action: AppointmentAction): string | undefined {
  if (action === 'confirm') return APPOINTMENT_TEXTS.confirmed;
  if (action === 'complete') return APPOINTMENT_TEXTS.completed;
  if (action === 'no_show') return APPOINTMENT_TEXTS.noShow;
  return undefined;
}
const STATUS_OF = { confirm: 'confirmed', complete: 'completed', no_show: 'no_show' } as const;

interface AppointmentsTabProps {
  appointments: BusinessAppointment[];
  loading: boolean;
  clinicId?: string;
  timeZone?: string;
  now?: Date;
}

export function AppointmentsTab({
  appointments,
  loading,
  clinicId,
  timeZone = BROWSER_ZONE,
  now = new Date(),
}: AppointmentsTabProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<AppointmentFilter>('all');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<{ kind: 'cancel' | 'reschedule'; id: string } | null>(null);
  const [change, { isLoading: saving, originalArgs }] = useChangeAppointmentStatusMutation();
  const [askNoShow, setAskNoShow] = useState<BusinessAppointment | null>(null);
  const [marked, setMarked] = useState<MarkedNoShow | null>(null);
  const forgetMarked = useCallback(() => setMarked(null), []);
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const search = useBusinessAppointmentsQuery({ q: query }, { skip: !query });
  if (loading) return <Spinner label={t('business.appointments.loading')} />;
  const list = query ? (search.data ?? []) : appointments;
  const shown = filterAppointments(list, filter, now, timeZone);
  const opened = open && list.find((a) => a.id === open.id);

  const undo = async (done: MarkedNoShow) => {
    try {
      await change({ id: done.id, status: done.previous, version: done.version }).unwrap();
      setMarked(null);
      dispatch(
        toastShown('success', t('business.appointments.noShowUndone', { pet: done.petName })),
      );
    } catch (failure) {
      setMarked(null);
      dispatch(toastShown('error', serverErrorText(failure, BUSINESS_TEXTS.statusFailed)));
    }
  };

  const act = async (a: BusinessAppointment, action: AppointmentAction, asked = false) => {
    if (action === 'cancel' || action === 'reschedule') {
      setOpen({ kind: action, id: a.id });
      return;
    }
    // A no-show is said of an owner: it is asked first, then can be undone for a minute.
    if (action === 'no_show' && !asked) {
      setAskNoShow(a);
      return;
    }
    try {
      // Only the visit as the list shows it changes: changed meanwhile, the server says so (412).
      const saved = await change({
        id: a.id,
        status: STATUS_OF[action],
        version: a.version,
      }).unwrap();
      if (action === 'no_show' && a.status !== 'no_show' && a.status !== 'cancelled') {
        const previous = a.status;
        setMarked({
          id: a.id,
          petName: a.petName,
          previous,
          until: undoUntil(),
          version: saved.version,
        });
        return;
      }
      const done = doneText(action);
      if (done) dispatch(toastShown('success', done));
    } catch (failure) {
      // A refused change (409) says why in the server's words; other failures keep the usual text.
      const refused = httpStatusOf(failure) === 409 || isStaleVersion(failure);
      dispatch(
        toastShown(
          'error',
          refused
            ? serverErrorText(failure, BUSINESS_TEXTS.statusFailed)
            : BUSINESS_TEXTS.statusFailed,
        ),
      );
    }
  };

  return (
    <div className="stack">
      <div className="card__header">
        <h2>{t('business.appointments.title')}</h2>
      </div>
      <div className="appt-toolbar">
        <TextField
          label={t('business.appointments.search')}
          name="q"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <SelectField
          label={t('business.appointments.show')}
          name="filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value as AppointmentFilter)}
        >
          {APPOINTMENT_FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      {query && search.isFetching ? (
        <Spinner label={t('business.appointments.searching')} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon="calendar"
          title={
            query ? t('business.appointments.noMatch', { query }) : t('business.appointments.none')
          }
        />
      ) : (
        <ul className="list" aria-label={t('business.appointments.list')}>
          {shown.map((a) => (
            <AppointmentRow
              key={a.id}
              appointment={a}
              actions={actionsFor(a, timeZone, now).filter(
                (action) => action !== 'reschedule' || Boolean(clinicId),
              )}
              busy={saving && originalArgs?.id === a.id}
              onAction={(action) => act(a, action)}
            />
          ))}
        </ul>
      )}
      {askNoShow && (
        <ConfirmDialog
          title={t('business.appointments.noShowTitle')}
          message={t('business.appointments.noShowMessage', {
            pet: askNoShow.petName,
            time: askNoShow.time.slice(0, 5),
            owner: askNoShow.ownerName,
          })}
          confirmLabel={t('business.appointments.noShowConfirm')}
          onConfirm={() => {
            const a = askNoShow;
            setAskNoShow(null);
            void act(a, 'no_show', true);
          }}
          onCancel={() => setAskNoShow(null)}
        />
      )}
      {marked && (
        <NoShowUndo
          marked={marked}
          busy={saving && originalArgs?.id === marked.id}
          onUndo={() => void undo(marked)}
          onGone={forgetMarked}
        />
      )}
      {opened && open.kind === 'cancel' && (
        <CancelAppointmentDialog appointment={opened} onClose={() => setOpen(null)} />
      )}
      {opened && open.kind === 'reschedule' && clinicId && (
        <RescheduleAppointmentDialog
          appointment={opened}
          clinicId={clinicId}
          timeZone={timeZone}
          now={now}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
