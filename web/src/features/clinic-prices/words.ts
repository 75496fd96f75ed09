import {
  STANDARD_GROUPS,
  type PriceBand,
  type StandardGroupId,
  type StandardInclusion,
  type StandardServiceId,
} from '@petvet/shared';
import { translate, type MessageKey } from '../../i18n';

/**
 * The standard price list's fixed words in the active language, from the directory catalogue
 * (the directory's practice pages show the same list). Shared code keeps the English, which the
 * API and emails use. A feature may not import another, hence this short twin of the directory's.
 */
const INCLUSION_KEYS: Record<StandardInclusion, MessageKey> = {
  'general anaesthesia or sedation': 'directory.inclusion.anaesthesia',
  'pain relief': 'directory.inclusion.painRelief',
  hospitalisation: 'directory.inclusion.hospitalisation',
  'pre-operative blood tests': 'directory.inclusion.bloodTests',
  'post-operative checks': 'directory.inclusion.postOpChecks',
};

export const serviceName = (id: StandardServiceId): string => translate(`directory.service.${id}`);

export function groupName(id: number): string {
  const group = STANDARD_GROUPS.find((g) => g.id === id);
  return group ? translate(`directory.group.${group.id as StandardGroupId}`) : String(id);
}

/** "Cat", "Dog, small (under 10 kg)", "Any pet" ("Any other pet" beside named bands). */
export function bandName(band: PriceBand, besideOtherBands = false): string {
  if (band === 'any')
    return translate(besideOtherBands ? 'directory.band.anyOther' : 'directory.band.any');
  return translate(`directory.band.${band}`);
}

export const inclusionName = (inclusion: StandardInclusion): string =>
  translate(INCLUSION_KEYS[inclusion]);
