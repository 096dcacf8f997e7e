import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import {
  checkInBooked,
  createAppointment,
  recalculateQueueAppointments,
  registerNewAppointment,
  updateAppointment,
} from './booking-service.ts';
import {
  confirmExit,
  confirmPayment,
  createAppointmentLog,
  deleteAppointment,
  deleteCheckIn,
  goBack,
  jobEnd,
  jobReject,
  jobStart,
  returnToQueue,
  sendJobEndSms,
  setThanksSms,
  setWaitingSpareParts,
  undoCheckIn,
  undoLastOperation,
  uscita,
} from './lifecycle-service.ts';
import { nextCustomer, pickAppointment } from './next-customer-service.ts';
import { handOverVehicle } from './pickup-visit.ts';

// Thin: every mutation hands its input to a service that validates, authorizes and acts.
export const appointmentMutationResolvers: Resolvers = {
  Mutation: {
    createAppointment: (_r, { input }, ctx) => createAppointment(ctx, input),
    updateAppointment: (_r, { input }, ctx) => updateAppointment(ctx, input),
    deleteAppointment: (_r, { input }, ctx) => deleteAppointment(ctx, input),
    registerNewAppointment: (_r, { input }, ctx) => registerNewAppointment(ctx, input),
    checkInBooked: (_r, { input }, ctx) => checkInBooked(ctx, input),
    nextCustomer: (_r, { input }, ctx) => nextCustomer(ctx, input),
    pickAppointment: (_r, { input }, ctx) => pickAppointment(ctx, input),
    jobStart: (_r, { input }, ctx) => jobStart(ctx, input),
    jobReject: (_r, { input }, ctx) => jobReject(ctx, input),
    jobEnd: (_r, { input }, ctx) => jobEnd(ctx, input),
    confirmPayment: (_r, { input }, ctx) => confirmPayment(ctx, input),
    uscita: (_r, { input }, ctx) => uscita(ctx, input),
    confirmExit: (_r, { input }, ctx) => confirmExit(ctx, input),
    handOverVehicle: (_r, { input }, ctx) => handOverVehicle(ctx, input),
    goBack: (_r, { input }, ctx) => goBack(ctx, input),
    undoCheckIn: (_r, { input }, ctx) => undoCheckIn(ctx, input),
    returnToQueue: (_r, { input }, ctx) => returnToQueue(ctx, input),
    undoLastOperation: (_r, { input }, ctx) => undoLastOperation(ctx, input),
    deleteCheckIn: (_r, { input }, ctx) => deleteCheckIn(ctx, input),
    sendJobEndSms: (_r, { input }, ctx) => sendJobEndSms(ctx, input),
    setThanksSms: (_r, { input }, ctx) => setThanksSms(ctx, input),
    setWaitingSpareParts: (_r, { input }, ctx) => setWaitingSpareParts(ctx, input),
    createAppointmentLog: (_r, { input }, ctx) => createAppointmentLog(ctx, input),
    recalculateQueueAppointments: (_r, { input }, ctx) => recalculateQueueAppointments(ctx, input),
  },
};
