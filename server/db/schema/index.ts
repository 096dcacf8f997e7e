// Every table of the data model, one file per area; drizzle-kit and the client read this barrel.
export * from './app-secrets.ts';
export * from './appointment-logs.ts';
export * from './appointments.ts';
export * from './auth.ts';
export * from './availability.ts';
export * from './boxes.ts';
export * from './displays.ts';
export * from './news.ts';
export * from './outbox.ts';
export * from './queues.ts';
export * from './realtime.ts';
export * from './reject-reasons.ts';
export * from './surveys.ts';
export * from './uploads.ts';
export * from './vehicles.ts';
export * from './workshop-parameters.ts';
export * from './workshops.ts';
