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
export const MY_PETS_SPECIES = [
  'Dog',
  'Cat',
  'Bird',
  'Rabbit',
  'Hamster',
  'Guinea Pig',
  'Fish',
  'Reptile',
  'Other',
] as const;
