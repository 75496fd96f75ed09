import { PET_SPECIES, type BookingMode, type PetSpecies } from '@petvet/shared';
import { useT, type MessageKey } from '../../../i18n';
import { SelectField, TextField } from '../../../components/ui/Field';
import { useRoomsQuery } from '../team/api';
import './drop-off.css';

const speciesKey = (species: PetSpecies) =>
  `clinic.species.${species.replace(/\s/g, '')}` as MessageKey;

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
  const t = useT();
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
          label={t('clinic.rules.booked')}
          name="bookingMode"
          value={rules.bookingMode}
          onChange={(e) => onChange({ bookingMode: e.target.value })}
        >
          <option value="appointment">{t('clinic.rules.byTime')}</option>
          <option value="drop_off">{t('clinic.rules.dropOff')}</option>
        </SelectField>
        {rules.bookingMode === 'drop_off' && (
          <TextField
            label={t('clinic.rules.dailyCap')}
            type="number"
            min={1}
            name="dailyCap"
            value={rules.dailyCap}
            hint={t('clinic.rules.dailyCapHint')}
            error={errors.dailyCap}
            onChange={(e) => onChange({ dailyCap: e.target.value })}
          />
        )}
        <SelectField
          label={t('clinic.rules.room')}
          name="roomId"
          value={rules.roomId}
          error={errors.roomId}
          onChange={(e) => onChange({ roomId: e.target.value })}
        >
          <option value="">{t('clinic.rules.none')}</option>
          {(rooms.data ?? []).map((room) => (
            <option key={room.id} value={room.id}>
              {room.name}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="drop-off__species">
        <legend className="field__label">{t('clinic.rules.species')}</legend>
        {PET_SPECIES.map((species) => (
          <label key={species} className="drop-off__check">
            <input
              type="checkbox"
              checked={chosen.has(species)}
              onChange={(e) => toggle(species, e.target.checked)}
            />
            {t(speciesKey(species))}
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
