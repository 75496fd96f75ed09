import type { PriceBand, StandardServiceId } from '../standard-price-list';
import { bandsIn } from './bands';
import { standardServiceOf } from './standard-services';

/**
 * The standard service and band a clinic's own service name suggests ("Cat spay", "Lap spay
 * (10-25 kg)"). A name that covers several bands or none suggests `any`: the clinic narrows it.
 */
export function suggestStandardMapping(name: string): {
  standardService: StandardServiceId | null;
  band: PriceBand;
} {
  const standardService = standardServiceOf(name);
  const bands = standardService ? bandsIn(name) : null;
  const band = Array.isArray(bands) && bands.length === 1 && bands[0] ? bands[0] : 'any';
  return { standardService, band };
}
