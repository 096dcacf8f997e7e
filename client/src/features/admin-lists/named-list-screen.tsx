import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { createRejectReasonInputSchema } from '../../../../shared/validation/admin-lists.ts';
import { CataloguePage } from '../../admin-kit/catalogue-page.tsx';
import { outcomeOf } from '../../graphql/mutation-outcome.ts';
import {
  AdminRejectReasonsQuery,
  CreateRejectReasonMutation,
  DeleteRejectReasonMutation,
  UpdateRejectReasonMutation,
} from './admin-lists-operations.ts';
import { NamedList } from './named-list.tsx';

/** Motivi-Rifiuto: the reasons an acceptor picks when a customer refuses the job (admins only). */
export function RejectReasonsScreen() {
  const { t } = useTranslation();
  const client = useClient();
  const [list, refetch] = useQuery({ query: AdminRejectReasonsQuery });
  return (
    <CataloguePage title={t('nav.rejectReasons')} testId="reject-reasons-screen">
      <NamedList
        testId="reject-reasons"
        section="rejectReasons"
        nameSchema={createRejectReasonInputSchema.entries.name}
        rows={list.data?.rejectReasons.map((r) => ({ id: r.rejectReasonID, name: r.name }))}
        fetching={list.fetching}
        error={list.error}
        reload={() => refetch({ requestPolicy: 'network-only' })}
        create={async (name) =>
          outcomeOf(
            await client
              .mutation(CreateRejectReasonMutation, { input: { name } }, { silentErrors: true })
              .toPromise(),
            (data) => data.createRejectReason,
            (payload) => !!payload.rejectReason,
          )
        }
        rename={async (rejectReasonID, name) =>
          outcomeOf(
            await client
              .mutation(
                UpdateRejectReasonMutation,
                { input: { rejectReasonID, name } },
                { silentErrors: true },
              )
              .toPromise(),
            (data) => data.updateRejectReason,
            (payload) => !!payload.rejectReason,
          )
        }
        remove={async (rejectReasonID) => {
          const result = await client
            .mutation(DeleteRejectReasonMutation, { rejectReasonID }, { silentErrors: true })
            .toPromise();
          return { ok: !!result.data?.deleteRejectReason.success, error: result.error };
        }}
      />
    </CataloguePage>
  );
}
