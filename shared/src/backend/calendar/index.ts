export * from './calendar-ics';
export { formatUtcOffset } from './vtimezone';
