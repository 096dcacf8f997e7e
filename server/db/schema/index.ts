// Every table of the data model, one file per area; drizzle-kit and the client read this barrel.
export * from './auth.ts';
export * from './outbox.ts';
export * from './workshops.ts';
