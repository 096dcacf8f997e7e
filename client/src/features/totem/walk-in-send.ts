import { type Client, CombinedError } from 'urql';
import { requestFetchOptions } from '../../graphql/request-options.ts';
import type { PendingWalkIn } from './pending-walk-ins.ts';
import { TotemScreenRegisterWalkInMutation } from './totem-operations.ts';

/**
 * How long the kiosk waits for the server's answer before it keeps the walk-in for later. A reply
 * that comes after all does no harm: the walk-in is sent again with the same key and the server
 * answers with the visit it already registered.
 */
export const SEND_TIMEOUT_MS = 12_000;

const timedOut = () => new CombinedError({ networkError: new Error('No answer in time') });

/**
 * Sends one walk-in: from the form as the customer confirms (`offline` false), or later from the
 * pending store (`offline` true), with the time the customer arrived and the language they used.
 */
export function sendWalkIn(client: Client, walkIn: PendingWalkIn, offline: boolean) {
  const input = {
    totemID: walkIn.totemID,
    ...walkIn.fields,
    idempotencyKey: walkIn.idempotencyKey,
    ...(offline ? { arrivedAt: walkIn.arrivedAt } : {}),
  };
  const request = client
    .mutation(
      TotemScreenRegisterWalkInMutation,
      { input },
      { silentErrors: true, fetchOptions: requestFetchOptions(walkIn.language) },
    )
    .toPromise();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<{ data: undefined; error: CombinedError }>((resolve) => {
    timer = setTimeout(() => resolve({ data: undefined, error: timedOut() }), SEND_TIMEOUT_MS);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}
