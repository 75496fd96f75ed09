import { useState } from 'react';
import type { BusinessAppointment } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField } from '../../../components/ui/Field';
import { EmptyState, Spinner, StatusBadge } from '../../../components/ui/Feedback';
import { formatDate, localIsoDate } from '../../../lib/dates';
import { useSetAppointmentStatusMutation } from '../api';
import { BUSINESS_TEXTS } from '../error-texts';

type Filter = 'all' | 'today' | 'week' | 'pending' | 'confirmed';
const FILTERS: Array<[Filter, string]> = [
  ['all', 'All'],
  ['today', 'Today'],
  ['week', 'This Week'],
  ['pending', 'Pending'],
  ['confirmed', 'Confirmed'],
];

export function filterAppointments(
  list: BusinessAppointment[],
  filter: Filter,
  now = new Date(),
): BusinessAppointment[] {
  const today = localIsoDate(now);
  const weekEnd = localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 6));
  switch (filter) {
    case 'today':
      return list.filter((a) => a.date === today);
    case 'week':
      return list.filter((a) => a.date >= today && a.date <= weekEnd);
    case 'pending':
    case 'confirmed':
      return list.filter((a) => a.status === filter);
    default:
      return list;
  }
}

export function AppointmentsTab({
  appointments,
  loading,
}: {
  appointments: BusinessAppointment[];
  loading: boolean;
}) {
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<Filter>('all');
  const [setStatus, { isLoading: saving, originalArgs }] = useSetAppointmentStatusMutation();
  if (loading) return <Spinner label="Loading appointments…" />;
  const shown = filterAppointments(appointments, filter);

  const change = async (id: string, status: 'pending' | 'confirmed' | 'cancelled') => {
    try {
      await setStatus({ id, status }).unwrap();
    } catch {
      dispatch(toastShown('error', BUSINESS_TEXTS.statusFailed));
    }
  };

  return (
    <div className="stack">
      <div className="card__header">
        <h2>Appointments</h2>
        <div style={{ minWidth: 200 }}>
          <SelectField
            label="Show"
            name="filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
          >
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon="calendar" title="No appointments to show" />
      ) : (
        <ul className="list" aria-label="Clinic appointments">
          {shown.map((a) => {
            const busy = saving && originalArgs?.id === a.id;
            const done = a.status === 'completed';
            return (
              <li key={a.id} className="card">
                <div className="record__head">
                  <h3 className="record__title">{a.petName}</h3>
                  <StatusBadge status={a.status} />
                </div>
                <p className="appt__meta">
                  {a.service} · {formatDate(a.date)} at {a.time.slice(0, 5)} · Owner: {a.ownerName}
                </p>
                {a.notes && <p className="appt__meta">Notes: {a.notes}</p>}
                <div className="button-row" style={{ marginTop: 10 }}>
                  <button
                    type="button"
                    className="btn btn--primary btn--sm"
                    disabled={busy || done || a.status === 'confirmed'}
                    onClick={() => change(a.id, 'confirmed')}
                  >
                    Confirm
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    disabled={busy || done}
                    onClick={() => change(a.id, 'pending')}
                  >
                    Reschedule
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger btn--sm"
                    disabled={busy || done || a.status === 'cancelled'}
                    onClick={() => change(a.id, 'cancelled')}
                  >
                    Cancel
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
