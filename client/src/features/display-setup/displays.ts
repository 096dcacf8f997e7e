import { useQuery } from 'urql';
import type { SetupDisplaysQuery } from '../../graphql/generated/graphql.ts';
import { useLiveWorkshop } from '../../live/use-live-workshop.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { SetupDisplaysQuery as DisplaysDocument } from './display-setup-operations.ts';

export type SetupMonitor = SetupDisplaysQuery['monitors'][number];
export type SetupTotem = SetupDisplaysQuery['totems'][number];
export type DeviceAccount = SetupDisplaysQuery['deviceAccounts'][number];
export type DisplayGroup = SetupDisplaysQuery['queueGroups'][number];

/** The workshop's monitors and totems with what their forms choose from, refetched on changes. */
export function useDisplays(workshopID: string) {
  const [result, refetch] = useQuery({ query: DisplaysDocument, variables: { workshopID } });
  const refresh = () => refetch({ requestPolicy: 'network-only' });
  useLiveWorkshop(workshopID, refresh);
  useOnReconnect(refresh);
  return {
    monitors: result.data?.monitors ?? [],
    totems: result.data?.totems ?? [],
    accounts: result.data?.deviceAccounts ?? [],
    groups: result.data?.queueGroups ?? [],
    fetching: result.fetching && !result.data,
    error: result.error,
    refresh,
  };
}

/** How a device account is named in the pickers and lists. */
export function accountLabel(account: DeviceAccount): string {
  const name = `${account.firstname} ${account.lastname}`.trim();
  return name ? `${name} (${account.userName})` : account.userName;
}

/** A position typed as text, as the schema checks it: empty or not a number fails "must be a number". */
export function positionOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

let rowCounter = 0;
/** A stable React key for a row added in a form. */
export const newRowKey = () => `row-${++rowCounter}`;
