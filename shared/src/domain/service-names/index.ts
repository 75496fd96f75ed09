// Reading a clinic's own wording: the species, pet bands and standard service a price's name
// names. One copy for the price crawler and the clinic's own price list.
export { speciesIn, singleSpecies, withoutSpecies } from './species';
export { bandsIn, type Bands } from './bands';
export { standardServiceOf } from './standard-services';
export { suggestStandardMapping } from './suggest';
