import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';
import { workshops } from './workshops.ts';

/** Staff and device accounts (monitors and totems sign in as users too). */
export const users = pgTable(
  'users',
  {
    userID: id(),
    userName: text().notNull(),
    firstname: text().notNull().default(''),
    lastname: text().notNull().default(''),
    email: text(),
    emailConfirmed: boolean().notNull().default(false),
    phoneNumber: text(),
    genderID: integer(),
    /** The language of the SMS and e-mails Turno writes to this user (`it` or `en`). */
    preferredLanguage: text().notNull().default('it'),
    isAdmin: boolean().notNull().default(false),
    isCountryManager: boolean().notNull().default(false),
    /** argon2id hash; null until a first password is set. */
    passwordHash: text(),
    userLocked: boolean().notNull().default(false),
    accessFailedCount: integer().notNull().default(0),
    lockoutEnd: instant(),
    /** When the welcome (first access) e-mail was last sent. */
    dataInvioEmailBenvenuto: instant(),
    lastPasswordChangedDate: instant(),
    passwordChangeRequestDate: instant(),
    ultimoAccesso: instant(),
    /** Bumped on logout-everywhere, lock and role change: live sockets compare it and close. */
    securityStamp: uuid().notNull().defaultRandom(),
    deletedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_user_name_unique').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null and ${t.deletedAt} is null`),
    check('users_preferred_language_check', sql`${t.preferredLanguage} in ('it', 'en')`),
  ],
);

export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  normalizedName: text().notNull().unique(),
  concurrencyStamp: uuid().notNull().defaultRandom(),
});

/** A role held by a user in one workshop. */
export const userWorkshopRoles = pgTable(
  'user_workshop_roles',
  {
    userWorkshopRoleID: id(),
    userID: uuid()
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    roleID: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_workshop_roles_unique').on(t.userID, t.workshopID, t.roleID),
    index('user_workshop_roles_workshop_idx').on(t.workshopID),
  ],
);

/** A revocable refresh session: the access token is short-lived, this is what renews it. */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    sessionID: id(),
    userID: uuid()
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    /** When an admin signs in as someone else, the admin's id; null otherwise. */
    impersonatorUserID: uuid().references(() => users.userID, { onDelete: 'cascade' }),
    /** SHA-256 of the refresh secret; the secret itself is only ever in the client's cookie. */
    secretHash: text().notNull(),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
    lastUsedAt: instant().notNull().defaultNow(),
    userAgent: text(),
    ...timestamps(),
  },
  (t) => [index('refresh_sessions_user_idx').on(t.userID)],
);

/** One-time codes e-mailed for password recovery and first access. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    passwordResetCodeID: id(),
    userID: uuid()
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    /** SHA-256 of the code; the code itself travels only in the e-mail. */
    codeHash: text().notNull(),
    purpose: text({ enum: ['recovery', 'firstAccess'] }).notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userID)],
);

/**
 * Append-only audit trail (sign-in as another user and every action under it, password forcing,
 * role changes). Migration 0001 adds triggers that refuse UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditLogID: id(),
    at: instant().notNull().defaultNow(),
    actorUserID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    /** The admin behind the actor when the actor is being impersonated. */
    impersonatorUserID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    action: text().notNull(),
    targetUserID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** Login attempts per address, for the rate limit in front of the per-account lockout. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    loginAttemptID: id(),
    address: text().notNull(),
    userName: text().notNull(),
    succeeded: boolean().notNull(),
    at: instant().notNull().defaultNow(),
  },
  (t) => [index('login_attempts_address_at_idx').on(t.address, t.at)],
);
