import { standardServicesByGroup } from '@petvet/shared';
import { useT } from '../../../i18n';
import { groupName, serviceName } from '../../../lib/standard-words';

const GROUPS = standardServicesByGroup();

/**
 * The standard price list's services as a select's options, one group per heading of the list,
 * named in the active language (the shared StandardServiceOptions names them in English).
 */
export function ServiceOptions() {
  useT();
  return GROUPS.map((group) => (
    <optgroup key={group.id} label={groupName(group.id)}>
      {group.services.map((s) => (
        <option key={s.id} value={s.id}>
          {serviceName(s.id)}
        </option>
      ))}
    </optgroup>
  ));
}
