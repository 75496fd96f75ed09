// The place suggestions' contract, in a file of its own: the first suggestion request loads it,
// so /find does not run zod and the shared schemas as it opens (35-80 ms of a desktop's main
// thread), only once the visitor types a place.
export { placeSuggestResponseSchema } from '@petvet/shared';
