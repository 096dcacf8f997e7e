/**
 * Every pub/sub topic with its payload type. Payloads are small and JSON-serialisable (they cross
 * Redis); subscription resolvers reload the entities they name and check the subscriber's rights.
 */
export interface UserSecurityEvent {
  userID: string;
  /** Why: the client is told in the close reason. */
  reason: 'logout' | 'locked' | 'rolesChanged' | 'passwordChanged' | 'deleted';
  /** When set, only sockets of this session close (a single logout). */
  sessionID?: string;
}

/**
 * Something a workshop's screens show changed (one committed transaction). `version` is the
 * workshop's event counter after the change (bumped after the commit; events of concurrent changes
 * may arrive in either order). Live subscriptions coalesce events (core/realtime/coalesced-feed.ts).
 */
export interface WorkshopChangeEvent {
  workshopID: string;
  version: number;
  appointmentIDs: string[];
  queueIDs: string[];
  boxIDs: string[];
  /** Set when a customer was called into a box (monitors announce it). */
  call: { appointmentID: string; boxID: string; hidden: boolean } | null;
  /** Tracking codes of the appointments that changed (public pages listen by code). */
  trackingCodes: string[];
  /** Queue groups made, renamed or deleted (the configuration screens); absent when none. */
  queueGroupIDs?: string[];
  /**
   * Set when the workshop's time zone or a queue parameter (tolerance, acceptance duration,
   * recalculation, preferred resource, critical threshold) changed: queue screens receive every
   * queue again (order and estimates) and the desk settings; absent otherwise.
   */
  deskSettings?: true;
  /** When it was published (ms since the epoch): the event lag metric (docs/operations.md). */
  publishedAt?: number;
}

/** A staff alert raised, repeated or cleared for some users of a workshop (in-app channel). */
export interface StaffAlertEvent {
  alertKey: string;
  /** `criticalThreshold`, `globalWaitingTime` or `acceptorInactivity`. */
  alertType: string;
  state: 'raised' | 'repeated' | 'cleared';
  /** Who receives it; other staff of the workshop do not. */
  userIDs: string[];
  /** What the text needs: plate, minutes, box name… (no names or numbers of customers). */
  details: Record<string, string | number>;
  at: string;
}

/** A bulk upload moved on (rows checked or applied, finished, failed, undone). */
export interface UploadProgressEvent {
  uploadID: string;
}

export type TopicMap = {
  /** Close a user's live sockets (logout, lock, role change); every replica listens. */
  userSecurity: [UserSecurityEvent];
  /** One workshop's changes, on `workshop:<workshopID>`. */
  workshop: [workshopID: string, event: WorkshopChangeEvent];
  /** One workshop's staff alerts, on `staffAlerts:<workshopID>`. */
  staffAlerts: [workshopID: string, event: StaffAlertEvent];
  /** One bulk upload's progress, on `uploadProgress:<uploadID>`. */
  uploadProgress: [uploadID: string, event: UploadProgressEvent];
};
