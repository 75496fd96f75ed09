export * from './calendar';
export * from './species';
export * from './team';
export * from './team-facts';
