import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient } from 'urql';
import { reportAction } from '../graphql/report-action.ts';
import { BusyButton } from '../ui/busy-button.tsx';
import { Switch } from '../ui/switch.tsx';
import { BoxAcceptanceSetWaitingSparePartsMutation } from './box-operations.ts';

/**
 * Puts a vehicle into or out of "waiting for spare parts". The screens change at once
 * (graphcache's optimistic layer) and go back with a toast if the server refuses.
 */
export function useSetSpareParts() {
  const { t } = useTranslation();
  const client = useClient();
  const [pendingID, setPendingID] = useState<string | null>(null);

  const change = async (appointmentID: string, licensePlate: string, waiting: boolean) => {
    setPendingID(appointmentID);
    const reply = await client
      .mutation(
        BoxAcceptanceSetWaitingSparePartsMutation,
        { input: { appointmentID, waiting } },
        { silentErrors: true },
      )
      .toPromise();
    setPendingID(null);
    // Another desk set the same state first: say so in the user's language.
    if (reply.error?.graphQLErrors[0]?.extensions?.code === 'BAD_USER_INPUT') {
      toast.error(t('acceptance.box.sparePartsAlready'));
      return;
    }
    const done = reportAction({ error: reply.error, payload: reply.data?.setWaitingSpareParts });
    if (done)
      toast.success(
        t(waiting ? 'acceptance.box.sparePartsOn' : 'acceptance.box.sparePartsOff', { plate: licensePlate }),
      );
  };
  return { change, pendingID };
}

/** The switch of the customer card (box screen, processing detail). */
export function SparePartsSwitch({
  appointmentID,
  licensePlate,
  waiting,
}: {
  appointmentID: string;
  licensePlate: string;
  waiting: boolean;
}) {
  const { t } = useTranslation();
  const { change, pendingID } = useSetSpareParts();
  return (
    <Switch
      isSelected={waiting}
      onChange={(next) => {
        if (!pendingID) void change(appointmentID, licensePlate, next);
      }}
      data-testid="spare-parts-switch"
    >
      {t('acceptance.box.details.spareParts')}
    </Switch>
  );
}

/** "Parts arrived" on a row of the Attesa-Ricambi list: the vehicle leaves the list at once. */
export function PartsArrivedButton({
  appointmentID,
  licensePlate,
  spareParts,
}: {
  appointmentID: string;
  licensePlate: string;
  spareParts: ReturnType<typeof useSetSpareParts>;
}) {
  const { t } = useTranslation();
  return (
    <BusyButton
      variant="secondary"
      onPress={() => void spareParts.change(appointmentID, licensePlate, false)}
      busy={spareParts.pendingID === appointmentID}
      busyLabel={t('common.loading')}
      aria-label={t('staffLists.spareParts.arrivedLabel', { plate: licensePlate })}
      data-testid={`parts-arrived-${licensePlate}`}
    >
      {t('staffLists.spareParts.arrived')}
    </BusyButton>
  );
}
