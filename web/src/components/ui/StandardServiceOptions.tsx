import { standardServicesByGroup } from '@petvet/shared';

const GROUPS = standardServicesByGroup();

/** The standard price list's services as a select's options, one group per heading of the list. */
export function StandardServiceOptions() {
  return GROUPS.map((group) => (
    <optgroup key={group.id} label={group.name}>
      {group.services.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </optgroup>
  ));
}
