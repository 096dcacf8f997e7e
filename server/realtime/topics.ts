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

export type TopicMap = {
  /** Close a user's live sockets (logout, lock, role change); every replica listens. */
  userSecurity: [UserSecurityEvent];
};
