// Browser-safe entry of the shared package: contracts, jobs, errors, constants and pure domain rules.
import './contracts/error-map';
export * from './constants';
export * from './errors/error-codes';
export * from './jobs/queues';
export * from './contracts/common';
export * from './contracts/auth';
export * from './contracts/pets';
export * from './contracts/appointments';
export * from './contracts/reviews';
export * from './contracts/vets';
export * from './contracts/business';
export * from './contracts/services';
export * from './contracts/time-slots';
export * from './contracts/directory';
export * from './contracts/analytics';
export * from './domain/currency';
export * from './domain/booking-window';
export * from './domain/slot-generation';
