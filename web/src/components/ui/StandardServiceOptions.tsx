import { standardServicesByGroup } from '@petvet/shared';
import { useLocale } from '../../i18n';
import { groupName, serviceName } from '../../lib/standard-words';

const GROUPS = standardServicesByGroup();

/**
 * The standard price list's services as a select's options, one group per heading of the list,
 * named in the reader's language (the values stay the services' ids).
 */
export function StandardServiceOptions() {
  // Read so that a change of language renders the names again.
  useLocale();
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
