// Fixtures for tests only: a market and calls that exist to prove docs/architecture.md's checklists complete.
export * from './fixture-calls.ts';
export * from './fixture-market.ts';
