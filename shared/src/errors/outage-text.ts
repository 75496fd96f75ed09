/** What a visitor reads while the database is unreachable: the outage is brief and retrying helps. */
export const DATABASE_UNAVAILABLE_TEXT =
  'The service is briefly unavailable. Please try again in a moment.';
