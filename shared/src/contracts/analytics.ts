// Contracts for this domain are defined here, once, and used by the API, the SPA and tests.
export {};
