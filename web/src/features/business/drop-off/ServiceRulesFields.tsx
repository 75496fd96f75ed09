import { PET_SPECIES, type BookingMode } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { useRoomsQuery } from '../team/api';
import './drop-off.css';

/** The service form's rules as the form holds them: text, species joined by commas. */
export interface ServiceRules {
  roomId: string;
  species: string;
  bookingMode: string;
  dailyCap: string;
}

export const serviceRulesOf = (
  service: {
    roomId?: string | null;
    species?: string[] | null;
    bookingMode?: BookingMode;
    dailyCap?: number | null;
  } | null,
): ServiceRules => ({
  roomId: service?.roomId ?? '',
  species: (service?.species ?? []).join(','),
  bookingMode: service?.bookingMode ?? 'appointment',
  dailyCap: service?.dailyCap ? String(service.dailyCap) : '',
});

/** What the service schema reads: a list of species, and a daily cap only for a drop-off. */
export const serviceRulesInput = (rules: ServiceRules) => ({
  roomId: rules.roomId,
  species: rules.species ? rules.species.split(',') : [],
  bookingMode: rules.bookingMode,
  dailyCap: rules.bookingMode === 'drop_off' ? rules.dailyCap : '',
});

/**
 * What a service needs and who may have it: a room for its whole span, the species it is for
 * (none ticked: any), and whether it is booked by time or by the day as a drop-off with a cap.
 */
export function ServiceRulesFields({
  rules,
  onChange,
  errors,
}: {
  rules: ServiceRules;
  onChange: (change: Partial<ServiceRules>) => void;
  errors: Record<string, string | undefined>;
}) {
  const rooms = useRoomsQuery();
  const chosen = new Set(rules.species ? rules.species.split(',') : []);
  const toggle = (species: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(species);
    else next.delete(species);
    onChange({ species: PET_SPECIES.filter((s) => next.has(s)).join(',') });
  };
  return (
    <>
      <div className="form-row">
        <SelectField
          label="Booked"
          name="bookingMode"
          value={rules.bookingMode}
          onChange={(e) => onChange({ bookingMode: e.target.value })}
        >
          <option value="appointment">By appointment time</option>
          <option value="drop_off">As a drop-off (by the day)</option>
        </SelectField>
        {rules.bookingMode === 'drop_off' && (
          <TextField
            label="Daily cap"
            type="number"
            min={1}
            name="dailyCap"
            value={rules.dailyCap}
            hint="Empty: only the clinic's total"
            error={errors.dailyCap}
            onChange={(e) => onChange({ dailyCap: e.target.value })}
          />
        )}
        <SelectField
          label="Room needed"
          name="roomId"
          value={rules.roomId}
          error={errors.roomId}
          onChange={(e) => onChange({ roomId: e.target.value })}
        >
          <option value="">None</option>
          {(rooms.data ?? []).map((room) => (
            <option key={room.id} value={room.id}>
              {room.name}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="drop-off__species">
        <legend className="field__label">For species (none ticked: any)</legend>
        {PET_SPECIES.map((species) => (
          <label key={species} className="drop-off__check">
            <input
              type="checkbox"
              checked={chosen.has(species)}
              onChange={(e) => toggle(species, e.target.checked)}
            />
            {species}
          </label>
        ))}
      </fieldset>
      {errors.species && (
        <p className="field__error" role="alert">
          {errors.species}
        </p>
      )}
    </>
  );
}
