import { isResync, joinWorkshop, mapOf, type WorkshopHub, type WorkshopItem } from './event-sharing.ts';
import type { RealtimeServices } from './pubsub.ts';
import type { WorkshopChangeEvent } from './topics.ts';

/**
 * Builds a payload: for `event` (several coalesced events: the union of what they name) or, when
 * null, the whole state; `version` is the one the payload carries. `round` (with an event) is
 * shared by the builds of every key at that version in this process (WorkshopHub.round).
 */
export type LiveBuild<T> = (
  event: WorkshopChangeEvent | null,
  version: number,
  round: object | null,
) => Promise<T>;

/** A built payload: complete up to `version`; `index` orders it among the feed's builds. */
export interface Built<T> {
  value: T;
  version: number;
  index: number;
}

/** One subscriber of a feed (core/realtime/live.ts). */
export interface FeedMember<T> {
  build: LiveBuild<T>;
  offer(built: Built<T>): void;
  /** The feed cannot tell what this subscriber missed (a bus outage, a failed build): whole state. */
  resync(): void;
}

export interface FeedRules<T, N> {
  /** Whether an event changes what the subscription shows; `noted` comes from the last payload. */
  relevant(event: WorkshopChangeEvent, noted: N | undefined): boolean;
  note?(payload: T): N;
  /** Events after which the subscribers receive the whole state again instead of a payload. */
  wholeOn?(event: WorkshopChangeEvent): boolean;
}

const union = (a: string[], b: string[]) =>
  b.length === 0 ? a : a.length === 0 ? b : [...new Set([...a, ...b])];

/** One event that names everything `a` and `b` name, at the later version. */
export function mergeChanges(a: WorkshopChangeEvent, b: WorkshopChangeEvent): WorkshopChangeEvent {
  const queueGroupIDs =
    a.queueGroupIDs || b.queueGroupIDs ? union(a.queueGroupIDs ?? [], b.queueGroupIDs ?? []) : null;
  return {
    workshopID: a.workshopID,
    version: Math.max(a.version, b.version),
    appointmentIDs: union(a.appointmentIDs, b.appointmentIDs),
    queueIDs: union(a.queueIDs, b.queueIDs),
    boxIDs: union(a.boxIDs, b.boxIDs),
    trackingCodes: union(a.trackingCodes, b.trackingCodes),
    // Only whether there was a call matters to a build: the monitors read their calls afresh.
    call: b.call ?? a.call,
    ...(queueGroupIDs ? { queueGroupIDs } : {}),
    ...(a.deskSettings || b.deskSettings ? { deskSettings: true as const } : {}),
    ...(a.publishedAt !== undefined ? { publishedAt: a.publishedAt } : {}),
  };
}

/**
 * The payloads of one subscription key (one queue screen's workshop, one monitor, one visit) in
 * one process. One build runs at a time; events that come meanwhile are merged, and when the build
 * ends one more build covers them all. So a burst costs two builds whatever its size, and a
 * subscriber is never more than two builds behind the last commit.
 *
 * Versions: an event reaches this process after its change committed and after every change with a
 * lower version committed too (the counter is bumped after the commit), so a build started after
 * the hub has seen version V reads a state complete up to V and is labelled V (or later). Labels
 * never go down, even when an older event arrives late (two replicas publishing at once): the late
 * event's names are built again under the label already reached.
 */
export class CoalescedFeed<T, N> {
  readonly members = new Set<FeedMember<T>>();
  readonly hub: WorkshopHub;
  /** How many builds have started: tells a subscriber which builds began after its whole state. */
  started = 0;
  private pending: WorkshopChangeEvent | null = null;
  private building = false;
  private noted: N | undefined;
  private readonly leave: () => void;
  private readonly ctx: RealtimeServices;
  private readonly workshopID: string;
  private readonly rules: FeedRules<T, N>;
  private readonly forget: () => void;

  constructor(ctx: RealtimeServices, workshopID: string, rules: FeedRules<T, N>, forget: () => void) {
    this.ctx = ctx;
    this.workshopID = workshopID;
    this.rules = rules;
    this.forget = forget;
    const joined = joinWorkshop(ctx, workshopID, (item) => this.receive(item));
    this.hub = joined.hub;
    this.leave = joined.leave;
  }

  attach(member: FeedMember<T>): void {
    this.members.add(member);
  }

  detach(member: FeedMember<T>): void {
    this.members.delete(member);
    if (this.members.size > 0) return;
    this.pending = null;
    this.leave();
    this.forget();
  }

  /** Keeps what `relevant` needs of the latest payload, a whole state's too. */
  noteOf(payload: T): void {
    if (this.rules.note) this.noted = this.rules.note(payload);
  }

  private receive(item: WorkshopItem): void {
    if (isResync(item) || this.rules.wholeOn?.(item)) {
      for (const member of this.members) member.resync();
      return;
    }
    if (!this.rules.relevant(item, this.noted)) return;
    this.pending = this.pending ? mergeChanges(this.pending, item) : item;
    this.buildPending();
  }

  private buildPending(): void {
    const [member] = this.members;
    if (this.building || !this.pending || !member) return;
    const version = Math.max(this.hub.latestVersion, this.pending.version);
    const event = { ...this.pending, version };
    this.pending = null;
    this.building = true;
    const index = ++this.started;
    member
      .build(event, version, this.hub.round(version))
      .then(
        (value) => {
          this.noteOf(value);
          for (const each of this.members) each.offer({ value, version, index });
        },
        (error: unknown) => {
          this.ctx.logger.warn('a live payload could not be built', { error, workshopID: this.workshopID });
          for (const each of this.members) each.resync();
        },
      )
      .finally(() => {
        this.building = false;
        this.buildPending();
      });
  }
}

const feedsByBus = new WeakMap<object, Map<string, CoalescedFeed<unknown, unknown>>>();

/** The feed of `key` in this process, made by its first subscriber and dropped with its last. */
export function coalescedFeed<T, N>(
  ctx: RealtimeServices,
  workshopID: string,
  key: string,
  rules: FeedRules<T, N>,
): CoalescedFeed<T, N> {
  const feeds = mapOf(feedsByBus, ctx.pubsub);
  const existing = feeds.get(key);
  if (existing) return existing as CoalescedFeed<T, N>;
  const feed: CoalescedFeed<T, N> = new CoalescedFeed(ctx, workshopID, rules, () => {
    if (feeds.get(key) === feed) feeds.delete(key);
  });
  feeds.set(key, feed as CoalescedFeed<unknown, unknown>);
  return feed;
}
