import { useTranslation } from 'react-i18next';
import { SetupPage } from '../../admin-kit/setup-page.tsx';
import { DisplayListCard } from './display-list-card.tsx';
import { SetupDeleteTotemMutation } from './display-setup-operations.ts';
import { useDisplays } from './displays.ts';
import { TotemDialog } from './totem-dialog.tsx';

/** Gestione-Totem: the workshop's welcome totems and the queues each offers. */
export function TotemsScreen() {
  const { t } = useTranslation();
  return (
    <SetupPage title={t('nav.totems')} intro={t('workshopSetup.displays.totemsIntro')} testId="totems-screen">
      {(workshopID) => <Totems workshopID={workshopID} />}
    </SetupPage>
  );
}

function Totems({ workshopID }: { workshopID: string }) {
  const { t } = useTranslation();
  const displays = useDisplays(workshopID);
  return (
    <DisplayListCard
      kind="totem"
      title={t('nav.totems')}
      newLabel={t('workshopSetup.displays.newTotem')}
      emptyLabel={t('workshopSetup.displays.noTotems')}
      displays={displays}
      rows={displays.totems}
      rowKey={(totem) => totem.totemID}
      shows={{
        id: 'queues',
        header: t('workshopSetup.displays.queues'),
        cell: (totem) =>
          [...totem.totemQueues]
            .sort((a, b) => a.position - b.position)
            .map((q) => `${q.position}. ${q.name} – ${q.activity}`)
            .join(', '),
      }}
      deleteMutation={SetupDeleteTotemMutation}
      deleteVariables={(totem) => ({ totemID: totem.totemID })}
      dialog={(totem, onClose) => (
        <TotemDialog
          workshopID={workshopID}
          totem={totem}
          groups={displays.groups}
          accounts={displays.accounts}
          onClose={onClose}
        />
      )}
    />
  );
}
