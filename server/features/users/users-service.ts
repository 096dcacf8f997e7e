import { MANAGER_ROLES } from '../../../shared/auth/roles.ts';
import { USER_SEARCH_LIMIT } from '../../../shared/configuration/constants.ts';
import { isMessageLanguage } from '../../../shared/messaging/message-language.ts';
import { type FieldError, parseForm } from '../../../shared/validation/form-errors.ts';
import {
  assignRolesInputSchema,
  createUserInputSchema,
  isAssignableRole,
  updateUserInputSchema,
} from '../../../shared/validation/users.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { isUniqueViolation } from '../../core/db/db-errors.ts';
import { AppError, badInput, forbidden } from '../../core/graphql/errors.ts';
import { formError, toFormErrors } from '../../core/graphql/form-errors.ts';
import { fieldError, refused } from '../../core/graphql/form-result.ts';
import { isId, requireIdShape } from '../../core/graphql/ids.ts';
import {
  decodeCursor,
  encodeCursor,
  pageSize,
  toBackwardConnection,
  toConnection,
} from '../../core/graphql/paging.ts';
import { canActInWorkshops, requireAdmin, requireUser } from '../../core/policies/roles.ts';
import { requireEntity, requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { forgetRememberedUser } from '../auth/auth-cache.ts';
import { insertAudit, revokeUserSessions } from '../auth/auth-repository.ts';
import { sendFirstAccessLink } from '../auth/password-service.ts';
import { publishUserSecurity } from '../auth/security-events.ts';
import { forgetAccount } from '../auth/sign-in-throttle.ts';
import * as repo from './users-repository.ts';

/** Attaches every listed user's roles, read in one query. */
async function withRoles(ctx: RequestContext, rows: repo.UserRow[]) {
  const roles = await repo.heldRolesOf(
    ctx.db,
    rows.map((u) => u.userID),
  );
  return rows.map((u) => ({ ...u, heldRoles: roles.get(u.userID) ?? [] }));
}

function checkFilterIds(where: { workshopID?: string | null } | null | undefined) {
  if (where?.workshopID) requireIdShape(where.workshopID, 'workshopID');
}

/** Admin: users a page at a time, forwards (`first`, `after`) or backwards (`last`, `before`). */
export async function listUsers(
  ctx: RequestContext,
  args: {
    first?: number | null;
    after?: string | null;
    last?: number | null;
    before?: string | null;
    where?: {
      search?: string | null;
      roleNames?: readonly string[] | null;
      workshopID?: string | null;
    } | null;
    order?: repo.UserOrderName | null;
  },
) {
  requireAdmin(ctx);
  checkFilterIds(args.where);
  const backwards = args.last != null || args.before != null;
  if (backwards && (args.first != null || args.after != null)) {
    throw new AppError(
      'BAD_USER_INPUT',
      'Page forwards (first, after) or backwards (last, before), not both.',
    );
  }
  const size = backwards ? pageSize(args.last, 'last') : pageSize(args.first);
  const order = args.order ?? 'USER_NAME_ASC';
  const given = backwards ? args.before : args.after;
  const cursor = given ? decodeCursor(given, order, backwards ? 'before' : 'after') : null;
  const filter = args.where ?? {};
  const boundary = cursor ? { value: cursor.v, userID: cursor.id } : null;
  const [rows, totalCount] = await Promise.all([
    repo.listUsers(ctx.db, filter, order, size + 1, boundary, backwards),
    repo.countUsers(ctx.db, filter),
  ]);
  const users = await withRoles(
    ctx,
    rows.map((r) => r.user),
  );
  const sortKeys = new Map(rows.map((r) => [r.user.userID, r.sortKey]));
  const cursorOf = (user: { userID: string }) =>
    encodeCursor({ o: order, v: sortKeys.get(user.userID) ?? '', id: user.userID });
  return backwards
    ? toBackwardConnection(users, size, totalCount, cursor !== null, cursorOf)
    : toConnection(users, size, totalCount, cursor !== null, cursorOf);
}

/**
 * Spec §7 user search, at most 50. An admin searches everyone and sees every role; a manager only
 * the users holding a role in a workshop they manage (e.g. choosing the acceptor of a box), with
 * only their roles in the workshops the manager manages: where else they work is not theirs to see.
 */
export async function searchUsers(
  ctx: RequestContext,
  args: { term: string; roleNames?: readonly string[] | null; workshopID?: string | null },
) {
  const auth = requireUser(ctx);
  if (args.workshopID) requireWorkshopManager(ctx, args.workshopID);
  else if (!auth.isAdmin) throw forbidden('Choose a workshop you manage.');
  const rows = await repo.searchUsers(
    ctx.db,
    { search: args.term, roleNames: args.roleNames, workshopID: args.workshopID },
    USER_SEARCH_LIMIT,
  );
  const users = await withRoles(ctx, rows);
  const managed = canActInWorkshops(auth, MANAGER_ROLES);
  if (managed === 'all') return users;
  const visible = new Set(managed);
  return users.map((user) => ({
    ...user,
    heldRoles: user.heldRoles.filter((role) => visible.has(role.workshopID)),
  }));
}

export function allUsers(ctx: RequestContext) {
  requireAdmin(ctx);
  return repo.allUsers(ctx.db);
}

/** Unique e-mail and user name, as field errors. */
async function uniquenessErrors(ctx: RequestContext, email: string, userName: string, exceptID?: string) {
  const errors: FieldError[] = [];
  if (await repo.emailTaken(ctx.db, email, exceptID)) errors.push(fieldError('email', 'duplicate'));
  if (await repo.userNameTaken(ctx.db, userName, exceptID)) errors.push(fieldError('userName', 'duplicate'));
  return errors;
}

function duplicateFrom(error: unknown): FieldError[] | null {
  if (isUniqueViolation(error, 'users_email_unique')) return [fieldError('email', 'duplicate')];
  if (isUniqueViolation(error, 'users_user_name_unique')) return [fieldError('userName', 'duplicate')];
  return null;
}

/** Admin: a new account without a password (the first-access e-mail lets the user choose one). */
export async function createUser(ctx: RequestContext, input: unknown) {
  const admin = requireAdmin(ctx);
  const parsed = parseForm(createUserInputSchema, input);
  if (!parsed.ok) return refused('user', parsed.errors);
  const { firstName, lastName, ...rest } = parsed.value;
  const taken = await uniquenessErrors(ctx, rest.email, rest.userName);
  if (taken.length > 0) return refused('user', taken);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, { ...rest, firstname: firstName, lastname: lastName });
      await insertAudit(tx, { actorUserID: admin.userID, action: 'user.created', targetUserID: row.userID });
      return row;
    });
    return { user: { ...user, heldRoles: [] }, formErrors: [] };
  } catch (error) {
    const duplicate = duplicateFrom(error);
    if (duplicate) return refused('user', duplicate);
    throw error;
  }
}

/** Admin: edits a user; locking ends their sessions and closes their live sockets. */
export async function updateUser(ctx: RequestContext, input: unknown) {
  const admin = requireAdmin(ctx);
  const userID = (input as { userID?: unknown } | null)?.userID;
  const current = await requireEntity(userID, 'User', (id) => repo.findUser(ctx.db, id));
  const parsed = parseForm(updateUserInputSchema, input);
  if (!parsed.ok) return refused('user', parsed.errors);
  const { firstName, lastName, userID: id, ...rest } = parsed.value;
  if (rest.userLocked && id === admin.userID) return refused('user', [fieldError('userLocked', 'invalid')]);
  const taken = await uniquenessErrors(ctx, rest.email, rest.userName, id);
  if (taken.length > 0) return refused('user', taken);
  const now = ctx.now();
  const locking = rest.userLocked && !current.userLocked;
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const row = await repo.updateUserRow(tx, id, {
        ...rest,
        firstname: firstName,
        lastname: lastName,
        ...(locking ? { securityStamp: crypto.randomUUID() } : {}),
        // Unlocking also clears a lockout left by failed sign-ins.
        ...(!rest.userLocked && current.userLocked ? { accessFailedCount: 0, lockoutEnd: null } : {}),
      });
      if (locking) await revokeUserSessions(tx, id, now);
      // Unlocking also ends the waits that failed sign-ins on this account set, from any address.
      if (!rest.userLocked && current.userLocked) await forgetAccount(tx, id);
      const changed = Object.keys(rest).filter(
        (key) => (current as Record<string, unknown>)[key] !== (rest as Record<string, unknown>)[key],
      );
      if (current.firstname !== firstName) changed.push('firstname');
      if (current.lastname !== lastName) changed.push('lastname');
      await insertAudit(tx, {
        actorUserID: admin.userID,
        action: locking
          ? 'user.locked'
          : rest.userLocked !== current.userLocked
            ? 'user.unlocked'
            : 'user.updated',
        targetUserID: id,
        details: { changed },
      });
      return row;
    });
    if (locking) await publishUserSecurity(ctx, { userID: id, reason: 'locked' });
    return { user, formErrors: [] };
  } catch (error) {
    const duplicate = duplicateFrom(error);
    if (duplicate) return refused('user', duplicate);
    throw error;
  }
}

/** Admin: soft delete; never oneself nor another admin. The user's sessions and roles end. */
export async function deleteUser(ctx: RequestContext, userID: string) {
  const admin = requireAdmin(ctx);
  const user = await requireEntity(userID, 'User', (id) => repo.findUser(ctx.db, id));
  if (user.userID === admin.userID) throw forbidden('You cannot delete your own account.');
  if (user.isAdmin) throw forbidden('An administrator cannot be deleted.');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.updateUserRow(tx, userID, { deletedAt: now, securityStamp: crypto.randomUUID() });
    await revokeUserSessions(tx, userID, now);
    await repo.replaceRoles(tx, userID, []);
    await insertAudit(tx, { actorUserID: admin.userID, action: 'user.deleted', targetUserID: userID });
  });
  await publishUserSecurity(ctx, { userID, reason: 'deleted' });
  return { deletedID: userID, success: true };
}

/** Admin: the first-access e-mail (a link to choose a password); records when it was sent. */
export async function sendFirstAccessEmail(ctx: RequestContext, userID: string) {
  const admin = requireAdmin(ctx);
  const user = await requireEntity(userID, 'User', (id) => repo.findUser(ctx.db, id));
  if (!user.email) return { success: false, formErrors: toFormErrors([fieldError('email', 'required')]) };
  const sent = await sendFirstAccessLink(ctx, user, admin.userID);
  if (!sent) {
    return {
      success: false,
      formErrors: [formError('', 'auth.tooManyEmails', 'Too many e-mails to this user in the last hour.')],
    };
  }
  return { success: true, formErrors: [] };
}

/**
 * Admin: replaces the user's roles in one transaction. Admin and Cliente are never assignable and
 * every workshop must exist (field errors `roles.<i>.roleID` / `roles.<i>.workshopID`).
 */
export async function assignRoles(ctx: RequestContext, input: { userID: string; roles: unknown }) {
  const admin = requireAdmin(ctx);
  const user = await requireEntity(input.userID, 'User', (id) => repo.findUser(ctx.db, id));
  const parsed = parseForm(assignRolesInputSchema, input);
  if (!parsed.ok) return refused('user', parsed.errors);
  const pairs = parsed.value.roles;
  const roleRows = await repo.rolesByIds(ctx.db, [...new Set(pairs.map((p) => p.roleID).filter(isId))]);
  const roleByID = new Map(roleRows.map((r) => [r.id, r]));
  const workshops = await repo.liveWorkshopIDs(ctx.db, [
    ...new Set(pairs.map((p) => p.workshopID).filter(isId)),
  ]);
  const errors: FieldError[] = [];
  pairs.forEach((pair, i) => {
    const role = roleByID.get(pair.roleID);
    if (!role) errors.push(fieldError(`roles.${i}.roleID`, 'invalid'));
    else if (!isAssignableRole(role.name)) errors.push(fieldError(`roles.${i}.roleID`, 'notAssignable'));
    if (!workshops.has(pair.workshopID)) errors.push(fieldError(`roles.${i}.workshopID`, 'invalid'));
  });
  if (errors.length > 0) return refused('user', errors);
  const unique = [...new Map(pairs.map((p) => [`${p.roleID}:${p.workshopID}`, p])).values()];
  await ctx.db.transaction(async (tx) => {
    await repo.findUser(tx, user.userID, true);
    await repo.replaceRoles(tx, user.userID, unique);
    await repo.updateUserRow(tx, user.userID, { securityStamp: crypto.randomUUID() });
    await insertAudit(tx, {
      actorUserID: admin.userID,
      action: 'user.rolesAssigned',
      targetUserID: user.userID,
      details: {
        roles: unique.map((p) => ({ role: roleByID.get(p.roleID)?.name, workshopID: p.workshopID })),
      },
    });
  });
  await publishUserSecurity(ctx, { userID: user.userID, reason: 'rolesChanged' });
  const [fresh] = await withRoles(ctx, [(await repo.findUser(ctx.db, user.userID)) ?? user]);
  return { user: fresh ?? null, formErrors: [] };
}

/**
 * Any signed-in user: the language Turno writes their SMS and e-mails in (`it` or `en`). Not while
 * an admin is signed in as them: the choice is the user's own, and the admin's clicks on the
 * language switch are the admin's.
 */
export async function setMyLanguage(ctx: RequestContext, language: string) {
  const auth = requireUser(ctx);
  if (auth.impersonator) throw forbidden('Signed in as another user: the language is theirs to choose.');
  if (!isMessageLanguage(language)) throw badInput('The language is it or en.', 'language');
  if (language === auth.preferredLanguage) return { success: true, formErrors: [] };
  await ctx.db.transaction(async (tx) => {
    await repo.updateUserRow(tx, auth.userID, { preferredLanguage: language });
    await insertAudit(tx, {
      actorUserID: auth.userID,
      action: 'user.languageChanged',
      targetUserID: auth.userID,
      details: { language },
    });
  });
  // The profile read next on this replica carries the new language (others within seconds).
  forgetRememberedUser(ctx, auth.userID);
  return { success: true, formErrors: [] };
}
