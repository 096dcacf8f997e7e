import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { mayPerform } from '../../../../shared/appointments/action-roles.ts';
import { FINISHING } from '../../../../shared/appointments/staff-lists.ts';
import { CustomerPanel } from '../../appointment-actions/customer-panel.tsx';
import { StaffAppointmentsQuery, StaffBoxesQuery } from '../../graphql/staff-operations.ts';
import { useLiveWorkshop } from '../../live/use-live-workshop.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { BoxSelect, WorkshopSelect } from '../../workshop/box-select.tsx';
import { HiddenModeBanner, HiddenModeSwitch } from '../../workshop/hidden-mode.tsx';
import { ListExport } from '../../workshop/list-export.tsx';
import { useCallCustomer } from '../../workshop/use-call-customer.ts';
import { useMyBox } from '../../workshop/use-my-box.ts';
import { type StaffWorkshop, useStaffWorkshop } from '../../workshop/use-staff-workshop.ts';
import { workshopToday } from '../../workshop/workshop-zone.ts';
import { FinishingList } from './finishing-list.tsx';
import '../../workshop/staff.css';
import '../../appointment-actions/box.css';
import { Spinner } from '../../ui/spinner.tsx';

/** Past the box, still to close: job done, ready to exit, paid. */

/**
 * BoxAcceptance (`/BoxAcceptance`): the acceptor's box. The customer in my box with every action
 * of their status, and once they leave the box (job done, refused, back to the queue) the box is
 * shown free with the call for the next customer, while the card of the customer who just left
 * stays open so the visit can be taken to the exit. On the side, today's customers to close.
 */
export function BoxAcceptanceScreen() {
  return <BoxScreen titleKey="boxAcceptance" />;
}

/**
 * Accettatore (`/Accettatore`): the spec gives it the same roles as BoxAcceptance and no
 * description of its own, so it is the same box flow under the acceptor's name (an alias), not a
 * second implementation to keep in step.
 */
export function AcceptorScreen() {
  return <BoxScreen titleKey="acceptor" />;
}

function BoxScreen({ titleKey }: { titleKey: 'boxAcceptance' | 'acceptor' }) {
  const { t } = useTranslation();
  const staff = useStaffWorkshop();
  const title = t(`nav.${titleKey}`);
  return (
    <div className="staff-page box-screen" data-testid="box-acceptance-screen">
      <title>{`${title} · Turno`}</title>
      <h1>{title}</h1>
      {staff.workshopID && !staff.deskReady ? (
        <Spinner label={t('common.loading')} />
      ) : staff.workshopID ? (
        <BoxDesk key={staff.workshopID} staff={{ ...staff, workshopID: staff.workshopID }} />
      ) : (
        <Banner tone="info">{t('acceptance.noWorkshop')}</Banner>
      )}
    </div>
  );
}

function BoxDesk({ staff }: { staff: StaffWorkshop & { workshopID: string } }) {
  const { t } = useTranslation();
  const { workshopID, userID, roleNames, isAdmin } = staff;
  const [boxesResult, refetchBoxes] = useQuery({ query: StaffBoxesQuery, variables: { workshopID } });
  const boxes = boxesResult.data?.boxes ?? [];
  const { myBox, setMyBox } = useMyBox(userID, workshopID, boxes);
  const current = myBox?.currentAppointment ?? null;

  const today = workshopToday();
  const [finishingResult, refetchFinishing] = useQuery({
    query: StaffAppointmentsQuery,
    variables: {
      filter: { workshopID, day: today, statusCodes: [...FINISHING] },
      orderBy: 'CHECKIN_DATE_TIME_ASC',
    },
  });
  const finishing = useMemo(
    () =>
      (finishingResult.data?.appointments.nodes ?? []).filter(
        (row) => FINISHING.includes(row.statusCode) && !row.deletedAt,
      ),
    [finishingResult.data],
  );

  const refetchAll = () => {
    refetchBoxes({ requestPolicy: 'network-only' });
    refetchFinishing({ requestPolicy: 'network-only' });
  };
  const { lastQueueChange } = useLiveWorkshop(workshopID, refetchAll);
  useOnReconnect(refetchAll);

  // Statuses update in place; a customer who has just reached "job done" joins the list by a refetch.
  useEffect(() => {
    const listed = new Set((finishingResult.data?.appointments.nodes ?? []).map((row) => row.appointmentID));
    const joined = (lastQueueChange?.appointments ?? []).some(
      (row) => FINISHING.includes(row.statusCode) && !listed.has(row.appointmentID),
    );
    if (joined) refetchFinishing({ requestPolicy: 'network-only' });
  }, [lastQueueChange, finishingResult.data, refetchFinishing]);

  // The card follows whoever enters my box, and stays on them after they leave it.
  const [focusID, setFocusID] = useState<string | null>(null);
  const currentID = current?.appointmentID ?? null;
  useEffect(() => {
    if (currentID) setFocusID(currentID);
  }, [currentID]);

  const call = useCallCustomer(workshopID, myBox);
  const mayCall = mayPerform('nextCustomer', roleNames, isAdmin);
  const followed = focusID && focusID !== currentID ? focusID : null;

  return (
    <>
      <div className="staff-toolbar">
        <WorkshopSelect workshops={staff.workshops} value={workshopID} onChange={staff.setWorkshopID} />
        <BoxSelect boxes={boxes} value={myBox?.boxID ?? null} onChange={setMyBox} />
        {mayCall ? (
          <div className="staff-toolbar__actions">
            <HiddenModeSwitch />
          </div>
        ) : null}
      </div>
      <HiddenModeBanner />
      {boxesResult.error ? <Banner tone="error">{t('acceptance.loadError')}</Banner> : null}
      <div className="box-screen__grid">
        <div className="box-screen__main">
          <Card
            title={myBox ? `${t('acceptance.box.inBox')}: ${myBox.name}` : t('acceptance.box.inBox')}
            data-testid="my-box-card"
          >
            {!myBox ? (
              <Banner tone="info">{t('acceptance.noBoxChosen')}</Banner>
            ) : current ? (
              <CustomerPanel
                appointmentID={current.appointmentID}
                roleNames={roleNames}
                isAdmin={isAdmin}
                data-testid="box-customer"
              />
            ) : (
              <Banner
                tone="success"
                data-testid="box-free"
                actions={
                  mayCall ? (
                    <BusyButton
                      onPress={() => void call.next(null)}
                      busy={call.pendingID === 'next'}
                      busyLabel={t('common.loading')}
                      isDisabled={myBox.notAvailable}
                      data-testid="next-customer"
                    >
                      {t('acceptance.nextCustomer')}
                    </BusyButton>
                  ) : null
                }
              >
                <strong>{t('acceptance.box.boxFree')}</strong>
                <div>{t('acceptance.box.boxFreeHint')}</div>
              </Banner>
            )}
          </Card>
          {followed ? (
            <Card title={t('acceptance.box.customer')} data-testid="followed-card">
              <CustomerPanel
                appointmentID={followed}
                roleNames={roleNames}
                isAdmin={isAdmin}
                data-testid="followed-customer"
                headerActions={
                  <Button variant="quiet" onPress={() => setFocusID(null)} data-testid="close-customer">
                    {t('acceptance.box.closeCustomer')}
                  </Button>
                }
              />
            </Card>
          ) : null}
        </div>
        <Card title={t('acceptance.box.finishing')} className="box-screen__side" data-testid="finishing-card">
          <p className="muted">{t('acceptance.box.finishingHint')}</p>
          <ListExport workshopID={workshopID} list="finishing" listName={t('acceptance.box.finishing')} />
          <FinishingList rows={finishing} selectedID={focusID} onOpen={setFocusID} />
        </Card>
      </div>
    </>
  );
}
