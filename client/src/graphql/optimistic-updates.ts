import type { Cache, OptimisticMutationConfig } from '@urql/exchange-graphcache';
import type { StaffAppointmentFragment } from './generated/graphql.ts';
import { StaffAppointmentFragment as StaffAppointmentDocument } from './staff-operations.ts';

/**
 * Actions safe to show before the server answers: flags that change no status, no queue and no
 * box, so nothing else on any screen depends on them. Graphcache keeps the optimistic layer until
 * the reply and drops it if the server refuses; the refusal's toast says why the switch went back.
 * Status changes are never optimistic: the next state may differ (undo reads the log) and another
 * desk may have moved the customer first.
 */
type FlagChanges = Partial<Pick<StaffAppointmentFragment, 'thanksSmsEnabled' | 'waitingSpareParts'>>;

function withFlags(cache: Cache, appointmentID: string, changes: FlagChanges) {
  const current = cache.readFragment(StaffAppointmentDocument, `Appointment:${appointmentID}`);
  return {
    __typename: 'AppointmentResult',
    appointment: current ? { ...current, ...changes } : null,
    formErrors: [],
  };
}

interface FlagInput<K extends string> {
  input: { appointmentID: string } & Record<K, boolean>;
}

export const optimisticUpdates: OptimisticMutationConfig = {
  setThanksSms: (args, cache) => {
    const { input } = args as unknown as FlagInput<'enabled'>;
    return withFlags(cache, input.appointmentID, { thanksSmsEnabled: input.enabled });
  },
  setWaitingSpareParts: (args, cache) => {
    const { input } = args as unknown as FlagInput<'waiting'>;
    return withFlags(cache, input.appointmentID, { waitingSpareParts: input.waiting });
  },
};
