export * from './claim-secret';
