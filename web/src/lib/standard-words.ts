import {
  STANDARD_GROUPS,
  STANDARD_INCLUSIONS,
  type PriceBand,
  type StandardGroupId,
  type StandardInclusion,
  type StandardServiceId,
} from '@petvet/shared';
import { translate, type MessageKey } from '../i18n';

/**
 * The standard price list's fixed words (groups, services, pet bands, what a surgical price
 * includes) in the active language. The list's English words live in shared code (the API and
 * emails use them); the screens show the catalogue's.
 */
const INCLUSION_KEYS: Record<StandardInclusion, MessageKey> = {
  'general anaesthesia or sedation': 'directory.inclusion.anaesthesia',
  'pain relief': 'directory.inclusion.painRelief',
  hospitalisation: 'directory.inclusion.hospitalisation',
  'pre-operative blood tests': 'directory.inclusion.bloodTests',
  'post-operative checks': 'directory.inclusion.postOpChecks',
};

/** "Vaccination booster": a service of the standard list. */
export const serviceName = (id: StandardServiceId): string => translate(`directory.service.${id}`);

/** "Consultation and preventative care": a heading of the standard list (by its number). */
export function groupName(id: number): string {
  const group = STANDARD_GROUPS.find((g) => g.id === id);
  return group ? translate(`directory.group.${group.id as StandardGroupId}`) : String(id);
}

/** "Cat", "Dog, small (under 10 kg)", "Any pet" ("Any other pet" beside named bands). */
export function bandName(band: PriceBand | undefined, besideOtherBands = false): string {
  if (band === undefined || band === 'any')
    return translate(besideOtherBands ? 'directory.band.anyOther' : 'directory.band.any');
  return translate(`directory.band.${band}`);
}

/** One thing a price includes; a word outside the standard list is shown as the practice wrote it. */
export function inclusionName(inclusion: string): string {
  const key = INCLUSION_KEYS[inclusion as StandardInclusion] as MessageKey | undefined;
  return key ? translate(key) : inclusion;
}

/** The standard inclusions in the list's order, in the active language. */
export const standardInclusionNames = (): string[] => STANDARD_INCLUSIONS.map(inclusionName);
