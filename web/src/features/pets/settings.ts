import { SERVICE_SPECIES } from '@petvet/shared';

/** Species offered by the pet form: the owner dashboard's short list and the fuller My Pets list. */
export const BOOKING_SPECIES = [
  'Dog',
  'Cat',
  'Bird',
  'Rabbit',
  'Hamster',
  'Guinea Pig',
  'Other',
] as const;
/** My Pets offers every species a clinic may limit a service to: one list for both. */
export const MY_PETS_SPECIES = SERVICE_SPECIES;
