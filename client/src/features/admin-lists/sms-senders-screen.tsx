import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { createSmsSenderInputSchema } from '../../../../shared/validation/admin-lists.ts';
import { CataloguePage } from '../../admin-kit/catalogue-page.tsx';
import { outcomeOf } from '../../graphql/mutation-outcome.ts';
import {
  AdminSmsSendersQuery,
  CreateSmsSenderMutation,
  DeleteSmsSenderMutation,
  UpdateSmsSenderMutation,
} from './admin-lists-operations.ts';
import { NamedList } from './named-list.tsx';

/** Mittenti-Sms: the sender names workshops send their SMS with (admins only). */
export function SmsSendersScreen() {
  const { t } = useTranslation();
  const client = useClient();
  const [list, refetch] = useQuery({ query: AdminSmsSendersQuery });
  return (
    <CataloguePage title={t('nav.smsSenders')} testId="sms-senders-screen">
      <NamedList
        testId="sms-senders"
        section="smsSenders"
        nameSchema={createSmsSenderInputSchema.entries.name}
        rows={list.data?.smsSenders.map((r) => ({ id: r.smsSenderID, name: r.name }))}
        fetching={list.fetching}
        error={list.error}
        reload={() => refetch({ requestPolicy: 'network-only' })}
        create={async (name) =>
          outcomeOf(
            await client
              .mutation(CreateSmsSenderMutation, { input: { name } }, { silentErrors: true })
              .toPromise(),
            (data) => data.createSmsSender,
            (payload) => !!payload.smsSender,
          )
        }
        rename={async (smsSenderID, name) =>
          outcomeOf(
            await client
              .mutation(UpdateSmsSenderMutation, { input: { smsSenderID, name } }, { silentErrors: true })
              .toPromise(),
            (data) => data.updateSmsSender,
            (payload) => !!payload.smsSender,
          )
        }
        remove={async (smsSenderID) => {
          const result = await client
            .mutation(DeleteSmsSenderMutation, { smsSenderID }, { silentErrors: true })
            .toPromise();
          return { ok: !!result.data?.deleteSmsSender.success, error: result.error };
        }}
      />
    </CataloguePage>
  );
}
