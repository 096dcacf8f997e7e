import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { mayPerform } from '../../../../shared/appointments/action-roles.ts';
import { MANAGER_ROLES } from '../../../../shared/auth/roles.ts';
import { canOpenRoute, STAFF_ROUTES } from '../../../../shared/auth/routes.ts';
import { StaffBoxesQuery, StaffQueueGroupsQuery, StaffQueuesQuery } from '../../graphql/staff-operations.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useLiveWorkshop } from '../../live/use-live-workshop.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { queueGroupIDAtom, queueIDAtom } from '../../state/home-atoms.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Link } from '../../ui/link.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BoxSelect, WorkshopSelect } from '../../workshop/box-select.tsx';
import { HiddenModeBanner, HiddenModeSwitch } from '../../workshop/hidden-mode.tsx';
import { useCallCustomer } from '../../workshop/use-call-customer.ts';
import { useMyBox } from '../../workshop/use-my-box.ts';
import type { StaffWorkshop } from '../../workshop/use-staff-workshop.ts';
import { BoxesPanel } from './boxes-panel.tsx';
import { DelayNoticeControls } from './delay-notice.tsx';
import { ManagerDashboard } from './manager-dashboard.tsx';
import { WaitingList } from './waiting-list.tsx';

const BOX_ROUTE = STAFF_ROUTES.find((route) => route.key === 'boxAcceptance');
const ALL_QUEUES = '';

/**
 * The acceptor's live day on the home page (spec §2, §3 home state): choose the queue group and
 * queue, see the boxes and the waiting list update by themselves, call the next customer or a
 * particular one into my box, in hidden mode if need be. Managers also get the day's dashboard.
 */
export function AcceptorView({ staff }: { staff: StaffWorkshop & { workshopID: string } }) {
  const { t } = useTranslation();
  const { workshopID, userID, isAdmin, roleNames } = staff;
  const now = useNow();
  const [groupsResult, refetchGroups] = useQuery({ query: StaffQueueGroupsQuery, variables: { workshopID } });
  const groups = groupsResult.data?.queueGroups ?? [];
  const [storedGroupID, setGroupID] = useAtom(queueGroupIDAtom);
  const [storedQueueID, setQueueID] = useAtom(queueIDAtom);
  // Every box of the workshop: my box may be in any group, and it picks the group shown first.
  const [boxesResult, refetchBoxes] = useQuery({ query: StaffBoxesQuery, variables: { workshopID } });
  const allBoxes = boxesResult.data?.boxes ?? [];
  const { myBox: rememberedBox, setMyBox } = useMyBox(userID, workshopID, allBoxes);
  const group =
    groups.find((g) => g.queueGroupID === storedGroupID) ??
    groups.find((g) => g.queueGroupID === rememberedBox?.queueGroupID) ??
    groups.find((g) => g.queues.some((q) => q.isDefault)) ??
    groups[0] ??
    null;
  const queueGroupID = group?.queueGroupID ?? null;
  const queueID = group?.queues.some((q) => q.queueID === storedQueueID) ? storedQueueID : null;
  // As the server lists them: the group's own boxes and those without a group (they serve all).
  const boxes = allBoxes.filter((box) => !box.queueGroupID || box.queueGroupID === queueGroupID);
  const myBox = boxes.find((box) => box.boxID === rememberedBox?.boxID) ?? null;

  const [queuesResult, refetchQueues] = useQuery({
    query: StaffQueuesQuery,
    variables: { workshopID, queueGroupID },
    pause: !queueGroupID,
  });
  const refetchAll = () => {
    refetchGroups({ requestPolicy: 'network-only' });
    refetchQueues({ requestPolicy: 'network-only' });
    refetchBoxes({ requestPolicy: 'network-only' });
  };
  useLiveWorkshop(workshopID, refetchAll);
  useOnReconnect(refetchAll);

  const call = useCallCustomer(workshopID, myBox);
  const mayCall = mayPerform('nextCustomer', roleNames, isAdmin);
  const mayPick = mayPerform('pickAppointment', roleNames, isAdmin);
  const isManager = isAdmin || roleNames.some((role) => (MANAGER_ROLES as readonly string[]).includes(role));
  const workshopName = staff.workshops.find((w) => w.workshopID === workshopID)?.workshopName ?? '';
  const showBoxLink = BOX_ROUTE ? canOpenRoute(BOX_ROUTE, { isAdmin, roleNames }) : false;

  const queues = (queuesResult.data?.queues ?? []).filter((q) => !queueID || q.queueID === queueID);
  const error = groupsResult.error ?? queuesResult.error ?? boxesResult.error;
  const loading =
    (groupsResult.fetching && !groupsResult.data) || (queuesResult.fetching && !queuesResult.data);

  return (
    <div className="acceptor-view">
      <div className="staff-toolbar" data-testid="acceptor-toolbar">
        <WorkshopSelect workshops={staff.workshops} value={workshopID} onChange={staff.setWorkshopID} />
        <Select
          label={t('acceptance.queueGroup')}
          options={groups.map((g) => ({ id: g.queueGroupID, label: g.name }))}
          value={queueGroupID}
          onChange={(id) => {
            setGroupID(id);
            setQueueID(null);
          }}
          data-testid="queue-group-select"
        />
        <Select
          label={t('acceptance.queue')}
          options={[
            { id: ALL_QUEUES, label: t('acceptance.allQueues') },
            ...(group?.queues ?? []).map((q) => ({ id: q.queueID, label: q.name })),
          ]}
          value={queueID ?? ALL_QUEUES}
          onChange={(id) => setQueueID(id === ALL_QUEUES ? null : id)}
          data-testid="queue-select"
        />
        {mayCall ? (
          <>
            <BoxSelect boxes={boxes} value={myBox?.boxID ?? null} onChange={setMyBox} />
            <div className="staff-toolbar__actions">
              <HiddenModeSwitch />
              <BusyButton
                onPress={() => void call.next(queueID)}
                isDisabled={!myBox}
                busy={call.pendingID === 'next'}
                busyLabel={t('common.loading')}
                data-testid="next-customer"
              >
                {t('acceptance.nextCustomer')}
              </BusyButton>
              {showBoxLink ? (
                <Link href="/BoxAcceptance" variant="button" data-testid="open-my-box">
                  {t('acceptance.openBox')}
                </Link>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
      {mayCall && !myBox && boxes.length > 0 ? (
        <Banner tone="info">{t('acceptance.noBoxChosen')}</Banner>
      ) : null}
      <HiddenModeBanner />
      {error ? (
        <Banner
          tone="error"
          data-testid="acceptor-load-error"
          actions={
            <Button variant="secondary" onPress={refetchAll}>
              {t('acceptance.retry')}
            </Button>
          }
        >
          {t('acceptance.loadError')}
        </Banner>
      ) : null}
      <div className="acceptor-view__grid">
        <Card
          title={t('acceptance.waitingList')}
          className="acceptor-view__waiting"
          data-testid="waiting-card"
        >
          {loading ? (
            <Spinner label={t('common.loading')} />
          ) : (
            queues.map((queue) => (
              <section key={queue.queueID} className="queue-section" data-testid={`queue-${queue.name}`}>
                <h3 className="queue-section__title">
                  <span className="queue-dot" style={{ background: queue.color }} aria-hidden="true" />
                  {queue.name}
                  <span className="queue-section__count">{queue.waitingCount}</span>
                </h3>
                {isManager ? <DelayNoticeControls queue={queue} workshopName={workshopName} /> : null}
                <WaitingList
                  queueName={queue.name}
                  waiting={queue.waiting}
                  now={now}
                  onPick={
                    mayPick && myBox
                      ? (row) => void call.pick(row.appointmentID, row.licensePlate)
                      : undefined
                  }
                  pendingID={call.pendingID}
                />
              </section>
            ))
          )}
        </Card>
        <div className="acceptor-view__side">
          <Card title={t('acceptance.boxes')} data-testid="boxes-card">
            <BoxesPanel boxes={boxes} myBoxID={myBox?.boxID ?? null} />
          </Card>
          {isManager ? (
            <ManagerDashboard
              workshopID={workshopID}
              now={now}
              criticalThresholdMinutes={staff.deskSettings?.criticalThresholdMinutes ?? null}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
