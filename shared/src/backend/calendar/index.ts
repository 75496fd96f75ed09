export * from './calendar-ics';
export { formatUtcOffset } from './vtimezone';
export { visitColumns } from './visit-columns';
