import { useTranslation } from 'react-i18next';
import { SetupPage } from '../../admin-kit/setup-page.tsx';
import { DisplayListCard } from './display-list-card.tsx';
import { SetupDeleteMonitorMutation } from './display-setup-operations.ts';
import { useDisplays } from './displays.ts';
import { MonitorDialog } from './monitor-dialog.tsx';

/** Gestione-Monitor: the workshop's waiting-room monitors and the queue groups each shows. */
export function MonitorsScreen() {
  const { t } = useTranslation();
  return (
    <SetupPage
      title={t('nav.monitors')}
      intro={t('workshopSetup.displays.monitorsIntro')}
      testId="monitors-screen"
    >
      {(workshopID) => <Monitors workshopID={workshopID} />}
    </SetupPage>
  );
}

function Monitors({ workshopID }: { workshopID: string }) {
  const { t } = useTranslation();
  const displays = useDisplays(workshopID);
  return (
    <DisplayListCard
      kind="monitor"
      title={t('nav.monitors')}
      newLabel={t('workshopSetup.displays.newMonitor')}
      emptyLabel={t('workshopSetup.displays.noMonitors')}
      displays={displays}
      rows={displays.monitors}
      rowKey={(monitor) => monitor.monitorID}
      shows={{
        id: 'groups',
        header: t('workshopSetup.displays.queueGroups'),
        cell: (monitor) =>
          [...monitor.queueGroups]
            .sort((a, b) => a.position - b.position)
            .map((g) => `${g.position}. ${g.name}`)
            .join(', '),
      }}
      deleteMutation={SetupDeleteMonitorMutation}
      deleteVariables={(monitor) => ({ monitorID: monitor.monitorID })}
      dialog={(monitor, onClose) => (
        <MonitorDialog
          workshopID={workshopID}
          monitor={monitor}
          groups={displays.groups}
          accounts={displays.accounts}
          onClose={onClose}
        />
      )}
    />
  );
}
