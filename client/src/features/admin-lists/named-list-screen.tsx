import { useTranslation } from 'react-i18next';
import { type Client, type CombinedError, type TypedDocumentNode, useClient, useQuery } from 'urql';
import type * as v from 'valibot';
import {
  createRejectReasonInputSchema,
  createSmsSenderInputSchema,
} from '../../../../shared/validation/admin-lists.ts';
import { CataloguePage } from '../../admin-kit/catalogue-page.tsx';
import { type Outcome, outcomeOf } from '../../graphql/mutation-outcome.ts';
import {
  AdminRejectReasonsQuery,
  AdminSmsSendersQuery,
  CreateRejectReasonMutation,
  CreateSmsSenderMutation,
  DeleteRejectReasonMutation,
  DeleteSmsSenderMutation,
  UpdateRejectReasonMutation,
  UpdateSmsSenderMutation,
} from './admin-lists-operations.ts';
import { NamedList, type NamedListProps, type NamedRow } from './named-list.tsx';

/**
 * What tells one installation-wide list of names from another: its noun (the key of its sidebar
 * title and of its texts under `catalogue.`), its test id, its name rule, and its documents.
 */
interface NamedListNoun<Data> {
  noun: NamedListProps['section'];
  testId: string;
  nameSchema: v.GenericSchema<string, string>;
  query: TypedDocumentNode<Data, Record<string, never>>;
  rows(data: Data): NamedRow[];
  create(client: Client, name: string): Promise<Outcome<unknown>>;
  rename(client: Client, id: string, name: string): Promise<Outcome<unknown>>;
  remove(client: Client, id: string): Promise<{ ok: boolean; error?: CombinedError }>;
}

/** Checks a list's description against its query's data (inferred from `query`). */
function namedList<Data>(list: NamedListNoun<Data>): NamedListNoun<Data> {
  return list;
}

/** Motivi-Rifiuto: the reasons an acceptor picks when a customer refuses the job (admins only). */
const rejectReasons = namedList({
  noun: 'rejectReasons',
  testId: 'reject-reasons',
  nameSchema: createRejectReasonInputSchema.entries.name,
  query: AdminRejectReasonsQuery,
  rows: (data) => data.rejectReasons.map((r) => ({ id: r.rejectReasonID, name: r.name })),
  create: async (client, name) =>
    outcomeOf(
      await client
        .mutation(CreateRejectReasonMutation, { input: { name } }, { silentErrors: true })
        .toPromise(),
      (data) => data.createRejectReason,
      (payload) => !!payload.rejectReason,
    ),
  rename: async (client, rejectReasonID, name) =>
    outcomeOf(
      await client
        .mutation(UpdateRejectReasonMutation, { input: { rejectReasonID, name } }, { silentErrors: true })
        .toPromise(),
      (data) => data.updateRejectReason,
      (payload) => !!payload.rejectReason,
    ),
  remove: async (client, rejectReasonID) => {
    const result = await client
      .mutation(DeleteRejectReasonMutation, { rejectReasonID }, { silentErrors: true })
      .toPromise();
    return { ok: !!result.data?.deleteRejectReason.success, error: result.error };
  },
});

/** Mittenti-Sms: the sender names workshops send their SMS with (admins only). */
const smsSenders = namedList({
  noun: 'smsSenders',
  testId: 'sms-senders',
  nameSchema: createSmsSenderInputSchema.entries.name,
  query: AdminSmsSendersQuery,
  rows: (data) => data.smsSenders.map((r) => ({ id: r.smsSenderID, name: r.name })),
  create: async (client, name) =>
    outcomeOf(
      await client.mutation(CreateSmsSenderMutation, { input: { name } }, { silentErrors: true }).toPromise(),
      (data) => data.createSmsSender,
      (payload) => !!payload.smsSender,
    ),
  rename: async (client, smsSenderID, name) =>
    outcomeOf(
      await client
        .mutation(UpdateSmsSenderMutation, { input: { smsSenderID, name } }, { silentErrors: true })
        .toPromise(),
      (data) => data.updateSmsSender,
      (payload) => !!payload.smsSender,
    ),
  remove: async (client, smsSenderID) => {
    const result = await client
      .mutation(DeleteSmsSenderMutation, { smsSenderID }, { silentErrors: true })
      .toPromise();
    return { ok: !!result.data?.deleteSmsSender.success, error: result.error };
  },
});

/** The screen of one list of names: its page, its rows, and the writes its noun names. */
function NamedListScreen<Data>({ list: named }: { list: NamedListNoun<Data> }) {
  const { t } = useTranslation();
  const client = useClient();
  const [list, refetch] = useQuery({ query: named.query });
  return (
    <CataloguePage title={t(`nav.${named.noun}`)} testId={`${named.testId}-screen`}>
      <NamedList
        testId={named.testId}
        section={named.noun}
        nameSchema={named.nameSchema}
        rows={list.data ? named.rows(list.data) : undefined}
        fetching={list.fetching}
        error={list.error}
        reload={() => refetch({ requestPolicy: 'network-only' })}
        create={(name) => named.create(client, name)}
        rename={(id, name) => named.rename(client, id, name)}
        remove={(id) => named.remove(client, id)}
      />
    </CataloguePage>
  );
}

export function RejectReasonsScreen() {
  return <NamedListScreen list={rejectReasons} />;
}

export function SmsSendersScreen() {
  return <NamedListScreen list={smsSenders} />;
}
