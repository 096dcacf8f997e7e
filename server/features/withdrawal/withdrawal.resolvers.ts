import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { orRateLimited } from '../../core/http/public-lookups.ts';
import { customerVisit, resolveCustomer } from './customer-access.ts';
import { mobileMonitorLogin } from './login-service.ts';
import { availabilitySlotsOf, setAvailabilitySlots, withdrawalSchedule } from './schedule-service.ts';
import {
  cancelWithdrawalAppointment,
  createWithdrawalAppointment,
  updateWithdrawalAppointment,
  withdrawalCalendar,
} from './withdrawal-service.ts';

/**
 * Pickup (withdrawal) booking: the customer's sign-in and bookings (public, by customer token or
 * link code) and the managers' weekday schedule. docs/customer-access.md explains the access rules.
 */
export const withdrawalResolvers: Resolvers = {
  Query: {
    availabilitySlots: (_root, { workshopID }, ctx) => availabilitySlotsOf(ctx, workshopID),
    withdrawalSchedule: (_root, { workshopID, fromDay, days }, ctx) =>
      withdrawalSchedule(ctx, workshopID, fromDay, days),
    withdrawalCalendar: (_root, { access, days }, ctx) => withdrawalCalendar(ctx, access, days),
    customerVisit: async (_root, { access }, ctx) => {
      const main = orRateLimited(await resolveCustomer(ctx, access));
      return main ? customerVisit(ctx, main) : null;
    },
  },
  Mutation: {
    mobileMonitorLogin: (_root, args, ctx) => mobileMonitorLogin(ctx, args),
    setAvailabilitySlots: (_root, { workshopID, slots }, ctx) => setAvailabilitySlots(ctx, workshopID, slots),
    createWithdrawalAppointment: (_root, { input }, ctx) => createWithdrawalAppointment(ctx, input),
    updateWithdrawalAppointment: (_root, { input }, ctx) => updateWithdrawalAppointment(ctx, input),
    cancelWithdrawalAppointment: (_root, { access }, ctx) => cancelWithdrawalAppointment(ctx, access),
  },
};
