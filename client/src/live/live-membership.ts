/** What a live payload says about one queue or box. */
export interface LiveItem {
  id: string;
  deletedAt: unknown;
}

/**
 * Whether a live payload changes which queues or boxes a workshop has: a new id or a deleted one.
 * The normalized cache updates the entities a payload carries, but not the lists they belong to,
 * so the screen has to refetch those. `known` is the ids seen so far (the first payload lists them
 * all) and is kept up to date here.
 */
export function membershipChanged(known: Set<string>, items: readonly LiveItem[], initial: boolean): boolean {
  if (initial) {
    known.clear();
    for (const item of items) if (!item.deletedAt) known.add(item.id);
    return false;
  }
  let changed = false;
  for (const item of items) {
    if (item.deletedAt) {
      changed = true;
      known.delete(item.id);
    } else if (!known.has(item.id)) {
      changed = true;
      known.add(item.id);
    }
  }
  return changed;
}
