/** The backend domain: rules the API and the workers share that run on the server (waitlist offers, notifications, appointment completion). Infrastructure lives in ../server. */
export * from './appointments/complete-ended';
export * from './waitlist/queue-offers';
export * from './notifications';
export * from './calendar';
export * from './waitlist/waitlist.repository';
export * from './waitlist/calendar-locks';
export * from './waitlist/run-offers';
export * from './practice-claims';
export * from './certificate';
