import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { SetupQueueStructureQuery } from '../../graphql/generated/graphql.ts';
import { useLiveWorkshop } from '../../live/use-live-workshop.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { SetupQueueStructureQuery as StructureDocument } from './queue-setup-operations.ts';

export type SetupGroup = SetupQueueStructureQuery['queueGroups'][number];
export type SetupQueue = SetupGroup['queues'][number];
export type SetupBox = SetupQueueStructureQuery['boxes'][number];

/** A user who may work at a box: anyone with a role in the workshop, once, by name. */
export interface BoxUserChoice {
  userID: string;
  label: string;
}

/**
 * The workshop's groups, queues, boxes and staff, kept current: refetched after the screen's own
 * writes and whenever the workshop announces a change (another manager, a customer arriving).
 */
export function useQueueStructure(workshopID: string) {
  const [result, refetch] = useQuery({ query: StructureDocument, variables: { workshopID } });
  const refresh = () => refetch({ requestPolicy: 'network-only' });
  useLiveWorkshop(workshopID, refresh);
  useOnReconnect(refresh);
  const staff = result.data?.workshop?.userWorkshopRoles;
  const users = useMemo<BoxUserChoice[]>(() => {
    const byID = new Map<string, BoxUserChoice>();
    for (const role of staff ?? []) {
      const { userID, firstname, lastname, userName } = role.user;
      byID.set(userID, { userID, label: `${firstname} ${lastname}`.trim() || userName });
    }
    return [...byID.values()].sort((a, b) => a.label.localeCompare(b.label));
  }, [staff]);
  return {
    groups: result.data?.queueGroups ?? [],
    boxes: result.data?.boxes ?? [],
    users,
    fetching: result.fetching && !result.data,
    error: result.error,
    refresh,
  };
}
