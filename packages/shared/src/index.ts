export * from './constants';
export * from './messages';
export * from './fields';
export * from './text-rules';
export * from './date-rules';
export * from './auth-forms';
export * from './pagination';
export * from './page-query';
export * from './registration';
export * from './class-time';
export * from './users';
export * from './sessions';
export * from './session-search';
export * from './session-search-query';
export * from './tutors';
export * from './bookings';
export * from './reviews';
export * from './materials';
export * from './notes';
export * from './payments';
export * from './notifications';
export * from './audit';
export * from './insights';
export * from './exports';
// Answer schemas: the API serves and documents them; the web only imports their types, and
// the package's `sideEffects: false` keeps their code out of the web bundle.
export * from './responses';
export * from './policies';
