import { CLINIC_SEARCH_RADIUS_MAX, CLINIC_SEARCH_RADIUS_MIN } from '../constants';

// The clinic contract's texts and limits, apart from its schemas: a page that shows one of them
// (the clinic page's "not found") does not load the validation library with it.

export const CLINIC_NOT_FOUND_TEXT = 'Vet not found';
export const RADIUS_INVALID_TEXT = `radius must be a number of km from ${CLINIC_SEARCH_RADIUS_MIN} to ${CLINIC_SEARCH_RADIUS_MAX}`;
/** Most clinics one search answers, nearest first; `total` still counts every clinic in the radius. */
export const VET_SEARCH_LIMIT = 100;
