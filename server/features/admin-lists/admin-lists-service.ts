import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  createNewsInputSchema,
  createRejectReasonInputSchema,
  createSmsSenderInputSchema,
  updateNewsInputSchema,
  updateRejectReasonInputSchema,
  updateSmsSenderInputSchema,
} from '../../../shared/validation/admin-lists.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { isUniqueViolation } from '../../core/db/db-errors.ts';
import { news, rejectReasons, smsSenders } from '../../core/db/schema/index.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { fieldError, refused } from '../../core/graphql/form-result.ts';
import { requireAdmin, requireUser } from '../../core/policies/roles.ts';
import { requireEntity } from '../../core/policies/workshop-access.ts';
import * as repo from './admin-lists-repository.ts';

// Reject reasons, SMS senders and news are the same for every workshop: only an admin edits them
// (issue 6 "managed by admins"); reading them is open to any signed-in user.

const inputOf = (input: unknown) => (input ?? {}) as Record<string, unknown>;

const inUse = (message: string) => new AppError('CONFLICT', message, { reason: 'IN_USE' });

/**
 * Saves a named row (reject reason, SMS sender): the shared schema, then a name no other row has
 * in any letter case, in one transaction.
 */
async function saveNamed<K extends string, Row>(
  ctx: RequestContext,
  input: unknown,
  spec: {
    key: K;
    schema: v.GenericSchema<unknown, { name: string }>;
    taken(tx: RequestContext['db'], name: string): Promise<boolean>;
    write(tx: RequestContext['db'], name: string): Promise<Row>;
  },
) {
  const parsed = parseForm(spec.schema, input);
  if (!parsed.ok) return refused(spec.key, parsed.errors);
  const { name } = parsed.value;
  try {
    const row = await ctx.db.transaction(async (tx) =>
      (await spec.taken(tx, name)) ? null : spec.write(tx, name),
    );
    if (row) return { [spec.key]: row, formErrors: [] } as { [P in K]: Row } & { formErrors: [] };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return refused(spec.key, [fieldError('name', 'duplicate')]);
}

const reasonColumns = { id: rejectReasons.rejectReasonID, name: rejectReasons.name };
const senderColumns = { id: smsSenders.smsSenderID, name: smsSenders.name };

export async function createRejectReason(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  return saveNamed(ctx, input, {
    key: 'rejectReason',
    schema: createRejectReasonInputSchema,
    taken: (tx, name) => repo.nameTaken(tx, rejectReasons, reasonColumns, name),
    write: async (tx, name) => (await tx.insert(rejectReasons).values({ name }).returning())[0]!,
  });
}

export async function updateRejectReason(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  const { rejectReasonID } = await requireEntity(inputOf(input).rejectReasonID, 'Reject reason', (id) =>
    repo.findRejectReason(ctx.db, id),
  );
  return saveNamed(ctx, input, {
    key: 'rejectReason',
    schema: updateRejectReasonInputSchema,
    taken: (tx, name) => repo.nameTaken(tx, rejectReasons, reasonColumns, name, rejectReasonID),
    write: async (tx, name) =>
      (
        await tx.update(rejectReasons).set({ name }).where(eq(reasonColumns.id, rejectReasonID)).returning()
      )[0]!,
  });
}

/** Refused while an appointment or its history names the reason: they would lose it. */
export async function deleteRejectReason(ctx: RequestContext, rejectReasonID: unknown) {
  requireAdmin(ctx);
  const reason = await requireEntity(rejectReasonID, 'Reject reason', (id) =>
    repo.findRejectReason(ctx.db, id),
  );
  await ctx.db.transaction(async (tx) => {
    if (await repo.rejectReasonInUse(tx, reason.rejectReasonID))
      throw inUse('Appointments were refused with this reason.');
    await tx.delete(rejectReasons).where(eq(reasonColumns.id, reason.rejectReasonID));
  });
  return { deletedID: reason.rejectReasonID, success: true };
}

export async function createSmsSender(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  return saveNamed(ctx, input, {
    key: 'smsSender',
    schema: createSmsSenderInputSchema,
    taken: (tx, name) => repo.nameTaken(tx, smsSenders, senderColumns, name),
    write: async (tx, name) => (await tx.insert(smsSenders).values({ name }).returning())[0]!,
  });
}

export async function updateSmsSender(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  const { smsSenderID } = await requireEntity(inputOf(input).smsSenderID, 'SMS sender', (id) =>
    repo.findSmsSender(ctx.db, id),
  );
  return saveNamed(ctx, input, {
    key: 'smsSender',
    schema: updateSmsSenderInputSchema,
    taken: (tx, name) => repo.nameTaken(tx, smsSenders, senderColumns, name, smsSenderID),
    write: async (tx, name) =>
      (await tx.update(smsSenders).set({ name }).where(eq(senderColumns.id, smsSenderID)).returning())[0]!,
  });
}

/** Refused while a workshop sends with it (its parameters would silently lose the sender). */
export async function deleteSmsSender(ctx: RequestContext, smsSenderID: unknown) {
  requireAdmin(ctx);
  const sender = await requireEntity(smsSenderID, 'SMS sender', (id) => repo.findSmsSender(ctx.db, id));
  await ctx.db.transaction(async (tx) => {
    const users = await repo.smsSenderUsers(tx, sender.smsSenderID);
    if (users > 0)
      throw inUse(
        users === 1 ? '1 workshop sends with this sender.' : `${users} workshops send with this sender.`,
      );
    await tx.delete(smsSenders).where(eq(senderColumns.id, sender.smsSenderID));
  });
  return { deletedID: sender.smsSenderID, success: true };
}

export function listPublishedNews(ctx: RequestContext) {
  requireUser(ctx);
  return repo.listNews(ctx.db, ctx.now());
}

export function listAllNews(ctx: RequestContext) {
  requireAdmin(ctx);
  return repo.listNews(ctx.db);
}

async function saveNews(ctx: RequestContext, input: unknown, newsID: string | undefined) {
  const parsed = newsID ? parseForm(updateNewsInputSchema, input) : parseForm(createNewsInputSchema, input);
  if (!parsed.ok) return refused('news', parsed.errors);
  const { title, description, publicationDate } = parsed.value;
  const values = { title, description, publicationDate };
  const [row] = await ctx.db.transaction((tx) =>
    newsID
      ? tx.update(news).set(values).where(eq(news.newsID, newsID)).returning()
      : tx.insert(news).values(values).returning(),
  );
  if (!row) throw notFound('News');
  return { news: row, formErrors: [] };
}

export function createNews(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  return saveNews(ctx, input, undefined);
}

export async function updateNews(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  const row = await requireEntity(inputOf(input).newsID, 'News', (id) => repo.findNews(ctx.db, id));
  return saveNews(ctx, input, row.newsID);
}

export async function deleteNews(ctx: RequestContext, newsID: unknown) {
  requireAdmin(ctx);
  const row = await requireEntity(newsID, 'News', (id) => repo.findNews(ctx.db, id));
  await ctx.db.transaction((tx) => tx.delete(news).where(eq(news.newsID, row.newsID)));
  return { deletedID: row.newsID, success: true };
}
