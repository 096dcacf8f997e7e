import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { newIdempotencyKey } from '../graphql/idempotency-key.ts';
import { reportAction } from '../graphql/report-action.ts';
import { StaffNextCustomerMutation, StaffPickAppointmentMutation } from '../graphql/staff-operations.ts';
import { hiddenModeAtom } from '../state/hidden-mode-atom.ts';

/**
 * Calling customers into the acceptor's box: the next one in call order, or a particular one.
 * Hidden mode (spec §4) rides along on every call. Refusals (QUEUE_EMPTY, BOX_BUSY,
 * ALREADY_TAKEN, …) become translated toasts; the lists update from the live events.
 */
export function useCallCustomer(workshopID: string | null, box: { boxID: string; name: string } | null) {
  const { t } = useTranslation();
  const client = useClient();
  const hidden = useAtomValue(hiddenModeAtom);
  const [pendingID, setPendingID] = useState<string | null>(null);

  const calledText = (plate: string) => (box ? t('acceptance.called', { plate, box: box.name }) : undefined);

  const next = async (queueID: string | null) => {
    if (!workshopID || !box) return null;
    setPendingID('next');
    const result = await client
      .mutation(
        StaffNextCustomerMutation,
        {
          input: {
            workshopID,
            boxID: box.boxID,
            queueID,
            hidden,
            idempotencyKey: newIdempotencyKey(),
            referenceDateTime: new Date().toISOString(),
          },
        },
        { silentErrors: true },
      )
      .toPromise();
    setPendingID(null);
    const plate = result.data?.nextCustomer.appointment?.licensePlate ?? '';
    return reportAction(
      { error: result.error, payload: result.data?.nextCustomer },
      { successText: calledText(plate) },
    );
  };

  const pick = async (appointmentID: string, plate: string) => {
    if (!box) return null;
    setPendingID(appointmentID);
    const result = await client
      .mutation(
        StaffPickAppointmentMutation,
        {
          input: {
            appointmentID,
            boxID: box.boxID,
            hidden,
            idempotencyKey: newIdempotencyKey(),
            referenceDateTime: new Date().toISOString(),
          },
        },
        { silentErrors: true },
      )
      .toPromise();
    setPendingID(null);
    return reportAction(
      { error: result.error, payload: result.data?.pickAppointment },
      { successText: calledText(plate) },
    );
  };

  return { next, pick, pendingID };
}
