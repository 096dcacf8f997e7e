import {
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { FIELD_TABLE, type OperationType } from './role-table.ts';

/**
 * The request the role matrix sends for each operation: arguments made of real demo ids of the
 * workshop it is aimed at, chosen so that a caller the policy lets through gets a reply that shows
 * it (data, form errors, NOT_FOUND of an unknown id, a refused transition) and nothing changes:
 * forms are left invalid, ids of rows that must stay are unknown ones, actions target a visit
 * already checked out. Deletes that can only succeed get a row made for that one request.
 */

/** What the arguments are made of: one workshop's ids plus the installation's lists. */
export interface Target {
  workshopID: string;
  queueGroupID: string;
  queueID: string;
  boxID: string;
  monitorID: string;
  totemID: string;
  sloganID: string;
  /** A visit already checked out: every action but a note is refused by the transition table. */
  closedAppointmentID: string;
  /** A staff member of the workshop who is none of the callers (for userRoles and updateUser). */
  staffUserID: string;
  vehicleBrandID: string;
  vehicleModelID: string;
  rejectReasonID: string;
  smsSenderID: string;
  /** A sent SMS of the workshop (not resendable). */
  sentMessageID: string;
  /** A bulk upload of the workshop that failed: apply and undo refuse it (CONFLICT) after the role check. */
  uploadID: string;
  /** A random id no row has. */
  unknownID: string;
  /** Unique per request (names of new rows, plates, sign-in names). */
  tag: string;
  /** Makes a row for a delete to remove: a queue group, queue, box, monitor, totem or slogan. */
  fresh(
    kind: 'queueGroup' | 'queue' | 'box' | 'monitor' | 'totem' | 'slogan' | 'screenDevice',
  ): Promise<string>;
}

type Args = Record<string, unknown>;
type Build = (t: Target) => Args | Promise<Args>;

const day = '2026-11-25';
const booking = (t: Target) => ({
  workshopID: t.workshopID,
  licensePlate: 'ZZ000ZZ',
  name: 'Matrice Prova',
  mobile: '3331234567',
  // No such brand: refused as a form error, after the role check.
  vehicleBrandID: t.unknownID,
  vehicleModel: 'Panda',
  bookingDateTime: '2026-12-01T09:00:00.000Z',
  sendConfirmationSms: false,
});
const closed = (t: Target) => ({ input: { appointmentID: t.closedAppointmentID } });
const none = () => ({});

export const REQUESTS: Record<OperationType, Record<string, Build>> = {
  Query: {
    ping: none,
    workshops: () => ({ first: 10 }),
    customerVisits: () => ({ input: { licensePlate: 'AB123CD' } }),
    customerDataExport: () => ({ input: { licensePlate: 'AB123CD' } }),
    apiKeys: (t) => ({ workshopID: t.workshopID }),
    webhookEndpoints: (t) => ({ workshopID: t.workshopID }),
    webhookDeliveries: (t) => ({ webhookEndpointID: t.unknownID, first: 5 }),
    myAgendaFeed: none,
    workshop: (t) => ({ workshopID: t.workshopID }),
    availabilitySlots: (t) => ({ workshopID: t.workshopID }),
    withdrawalSchedule: (t) => ({ workshopID: t.workshopID, fromDay: day, days: 1 }),
    withdrawalCalendar: (t) => ({ access: { code: `nope${t.tag}` } }),
    customerVisit: (t) => ({ access: { code: `nope${t.tag}` } }),
    vehicleBrands: none,
    vehicleModels: (t) => ({ vehicleBrandID: t.vehicleBrandID }),
    users: () => ({ first: 5 }),
    allUsers: none,
    searchUsers: (t) => ({ term: 'a', workshopID: t.workshopID }),
    workshopRoles: (t) => ({ workshopID: t.workshopID }),
    tracking: (t) => ({ code: `nope${t.tag}` }),
    myTotems: none,
    totem: (t) => ({ totemID: t.totemID }),
    totemFindBooking: (t) => ({ totemID: t.totemID, search: 'ZZ999ZZ' }),
    totemFindVehicle: (t) => ({ totemID: t.totemID, search: 'ZZ999ZZ' }),
    workshopStats: (t) => ({
      input: { workshopID: t.workshopID, fromDay: '2026-01-01', toDay: '2026-01-02' },
    }),
    kpis: (t) => ({ workshopID: t.workshopID }),
    estimateAccuracy: (t) => ({ workshopID: t.workshopID }),
    appointmentStats: (t) => ({
      input: { workshopID: t.workshopID, fromDay: '2026-01-01', toDay: '2026-01-02' },
    }),
    exitInterviewStats: (t) => ({
      input: { workshopID: t.workshopID, fromDay: '2026-01-01', toDay: '2026-01-02' },
    }),
    searchAcceptors: (t) => ({ workshopID: t.workshopID, term: 'a' }),
    downloadWorkshopStatsPDF: (t) => ({
      workshopID: t.workshopID,
      appointmentsFromDate: '2026-01-01',
      appointmentsToDate: '2026-01-02',
    }),
    surveyQuestions: (t) => ({ workshopID: t.workshopID }),
    customerSurvey: (t) => ({ token: `nope${t.tag}` }),
    workshopDeskSettings: (t) => ({ workshopID: t.workshopID }),
    queueGroups: (t) => ({ workshopID: t.workshopID }),
    queues: (t) => ({ workshopID: t.workshopID }),
    boxes: (t) => ({ workshopID: t.workshopID }),
    bayBoard: (t) => ({ workshopID: t.workshopID }),
    queueCounts: (t) => ({ workshopID: t.workshopID }),
    rejectReasons: none,
    parameters: (t) => ({ workshopID: t.workshopID }),
    smsSenders: none,
    myMonitors: none,
    monitor: (t) => ({ monitorID: t.monitorID }),
    slogans: (t) => ({ workshopID: t.workshopID }),
    videos: (t) => ({ workshopID: t.workshopID }),
    monitors: (t) => ({ workshopID: t.workshopID }),
    totems: (t) => ({ workshopID: t.workshopID }),
    allSlogans: (t) => ({ workshopID: t.workshopID }),
    screenDevices: (t) => ({ workshopID: t.workshopID }),
    deviceAccounts: (t) => ({ workshopID: t.workshopID }),
    profile: none,
    roles: none,
    userRoles: (t) => ({ userID: t.staffUserID }),
    appointments: (t) => ({ filter: { workshopID: t.workshopID, day }, first: 5 }),
    appointment: (t) => ({ appointmentID: t.closedAppointmentID }),
    appointmentHistory: (t) => ({ appointmentID: t.closedAppointmentID }),
    appointmentLogs: (t) => ({ appointmentID: t.closedAppointmentID }),
    returningCustomer: (t) => ({ workshopID: t.workshopID, licensePlate: 'ZZ999ZZ' }),
    logs: (t) => ({ filter: { workshopID: t.workshopID }, first: 5 }),
    appointmentsUpload: (t) => ({ uploadID: t.uploadID }),
    appointmentsUploads: (t) => ({ workshopID: t.workshopID }),
    appointmentsUploadFormat: (t) => ({ workshopID: t.workshopID }),
    outboxMessages: (t) => ({ filter: { workshopID: t.workshopID, statuses: ['failed'] }, first: 5 }),
    news: none,
    allNews: none,
  },
  Mutation: {
    noop: none,
    createWorkshop: () => ({ input: { workshopCode: '', name: '', zipCode: '' } }),
    updateWorkshop: (t) => ({ input: { workshopID: t.workshopID, name: '' } }),
    deleteWorkshop: (t) => ({ workshopID: t.unknownID }),
    eraseCustomerData: () => ({ input: { licensePlate: 'ZZ999ZZ' } }),
    createApiKey: (t) => ({ input: { workshopID: t.workshopID, name: '', scopes: [] } }),
    revokeApiKey: (t) => ({ apiKeyID: t.unknownID }),
    createWebhookEndpoint: (t) => ({ input: { workshopID: t.workshopID, url: '', eventTypes: [] } }),
    updateWebhookEndpoint: (t) => ({ input: { webhookEndpointID: t.unknownID } }),
    deleteWebhookEndpoint: (t) => ({ webhookEndpointID: t.unknownID }),
    rotateWebhookEndpointSecret: (t) => ({ webhookEndpointID: t.unknownID }),
    replayWebhookDelivery: (t) => ({ webhookDeliveryID: t.unknownID }),
    sendTestWebhookEvent: (t) => ({ webhookEndpointID: t.unknownID }),
    createAgendaFeed: none,
    revokeAgendaFeed: none,
    mobileMonitorLogin: (t) => ({ code: `nope${t.tag}` }),
    setAvailabilitySlots: (t) => ({
      workshopID: t.workshopID,
      slots: [{ day: 'NOPE', start: 'x', end: 'y' }],
    }),
    createWithdrawalAppointment: (t) => ({ input: { code: `nope${t.tag}`, day, start: '08:00' } }),
    updateWithdrawalAppointment: (t) => ({ input: { code: `nope${t.tag}`, day, start: '08:00' } }),
    cancelWithdrawalAppointment: (t) => ({ access: { code: `nope${t.tag}` } }),
    createVehicleBrand: () => ({ input: { name: '', position: 1 } }),
    updateVehicleBrand: (t) => ({ input: { vehicleBrandID: t.vehicleBrandID, name: '', position: 1 } }),
    deleteVehicleBrand: (t) => ({ vehicleBrandID: t.unknownID }),
    createVehicleModel: (t) => ({ input: { name: '', vehicleBrandID: t.vehicleBrandID } }),
    updateVehicleModel: (t) => ({
      input: { vehicleModelID: t.vehicleModelID, name: '', vehicleBrandID: t.vehicleBrandID },
    }),
    deleteVehicleModel: (t) => ({ vehicleModelID: t.unknownID }),
    moveVehicleModels: (t) => ({ vehicleModelIDs: [t.unknownID], toBrandID: t.unknownID }),
    createUser: () => ({ input: { firstName: '', lastName: '', email: 'no', userName: '' } }),
    updateUser: (t) => ({
      input: { userID: t.staffUserID, firstName: '', lastName: '', email: 'no', userName: '' },
    }),
    deleteUser: (t) => ({ userID: t.unknownID }),
    sendFirstAccessEmail: (t) => ({ userID: t.unknownID }),
    resendMessage: (t) => ({ outboxMessageID: t.sentMessageID }),
    // Minutes out of range: a form error once the caller may broadcast, nothing is written.
    broadcastDelayNotice: (t) => ({ input: { queueID: t.queueID, text: '', minutes: 0 } }),
    // The queue has no notice: clearing it changes nothing.
    clearDelayNotice: (t) => ({ queueID: t.queueID }),
    // No file: a form error on `file`, after the role check.
    createAppointmentUpload: (t) => ({ input: { workshopID: t.workshopID } }),
    applyAppointmentUpload: (t) => ({ uploadID: t.uploadID }),
    undoAppointmentUpload: (t) => ({ uploadID: t.uploadID }),
    assignRoles: (t) => ({ userID: t.unknownID, roles: [] }),
    // Not a language: BAD_USER_INPUT once signed in, nothing changes.
    setMyLanguage: () => ({ language: 'xx' }),
    setTrackingLanguage: (t) => ({ code: `nope${t.tag}`, language: 'en' }),
    totemRegisterWalkIn: (t) => ({
      // Not one of the totem's queues: a form error once the caller may use the totem.
      input: {
        totemID: t.totemID,
        queueID: t.unknownID,
        vehicleBrandID: t.vehicleBrandID,
        licensePlate: 'ZZ000ZZ',
        name: 'Matrice',
        mobile: '3331234567',
        description: 'Prova',
        smsConsent: false,
        privacyNoticeVersion: 1,
      },
    }),
    totemCheckIn: (t) => ({ input: { totemID: t.totemID, appointmentID: t.closedAppointmentID } }),
    totemCheckInPickup: (t) => ({ input: { totemID: t.totemID, appointmentID: t.closedAppointmentID } }),
    submitCustomerSurvey: (t) => ({ token: `nope${t.tag}`, answers: [] }),
    skipCustomerSurvey: (t) => ({ token: `nope${t.tag}` }),
    saveSurveyQuestions: (t) => ({
      workshopID: t.workshopID,
      questions: [{ text: '', questionTypeID: 999, position: 1 }],
    }),
    createQueueGroup: (t) => ({ input: { workshopID: t.workshopID, name: '' } }),
    updateQueueGroup: (t) => ({ input: { queueGroupID: t.queueGroupID, name: '' } }),
    deleteQueueGroup: async (t) => ({ queueGroupID: await t.fresh('queueGroup') }),
    createQueue: (t) => ({ input: { queueGroupID: t.queueGroupID, name: '' } }),
    updateQueue: (t) => ({ input: { queueID: t.queueID, queueGroupID: t.queueGroupID, name: '' } }),
    deleteQueue: async (t) => ({ queueID: await t.fresh('queue') }),
    createBox: (t) => ({ input: { workshopID: t.workshopID, name: '', queueGroupID: t.queueGroupID } }),
    updateBox: (t) => ({ input: { boxID: t.boxID, name: '', queueGroupID: t.queueGroupID } }),
    deleteBox: async (t) => ({ boxID: await t.fresh('box') }),
    updateParameters: (t) => ({ input: { workshopID: t.workshopID, toleranceMinutes: -5 } }),
    createMonitor: (t) => ({ input: { workshopID: t.workshopID, name: '', queueGroups: [] } }),
    updateMonitor: (t) => ({ input: { monitorID: t.monitorID, name: '', queueGroups: [] } }),
    deleteMonitor: async (t) => ({ monitorID: await t.fresh('monitor') }),
    forgetScreenDevice: async (t) => ({ screenDeviceID: await t.fresh('screenDevice') }),
    reportScreenHeartbeat: (t) => ({
      input: { kind: 'monitor', screenID: t.monitorID, deviceID: t.unknownID, version: 'matrix' },
    }),
    createTotem: (t) => ({
      input: { workshopID: t.workshopID, name: '', userID: t.unknownID, totemQueues: [] },
    }),
    updateTotem: (t) => ({ input: { totemID: t.totemID, name: '', userID: t.unknownID, totemQueues: [] } }),
    deleteTotem: async (t) => ({ totemID: await t.fresh('totem') }),
    createSlogan: (t) => ({ input: { workshopID: t.workshopID, title: '', duration: 0 } }),
    updateSlogan: (t) => ({ input: { sloganID: t.sloganID, title: '', duration: 0 } }),
    deleteSlogan: async (t) => ({ sloganID: await t.fresh('slogan') }),
    login: (t) => ({ input: { userName: `nobody${t.tag}`, password: 'not-the-password' } }),
    refreshProfile: none,
    logout: none,
    loginAs: (t) => ({ userID: t.unknownID }),
    stopImpersonation: none,
    sendPasswordRecovery: (t) => ({ email: `nobody${t.tag}@turno.example` }),
    confirmResetPassword: (t) => ({ input: { userID: t.unknownID, code: 'nope', newPassword: 'x' } }),
    forcePassword: (t) => ({ input: { userID: t.unknownID, newPassword: 'x' } }),
    resetPassword: (t) => ({ email: `nobody${t.tag}@turno.example` }),
    supportRequest: () => ({ input: { name: '', email: '', message: '' } }),
    createAppointment: (t) => ({ input: booking(t) }),
    updateAppointment: (t) => ({ input: { ...booking(t), appointmentID: t.closedAppointmentID } }),
    deleteAppointment: closed,
    registerNewAppointment: (t) => {
      const { bookingDateTime: _b, sendConfirmationSms: _s, ...walkIn } = booking(t);
      return { input: { ...walkIn, queueID: t.queueID, description: 'Prova' } };
    },
    checkInBooked: closed,
    // No such box: NOT_FOUND once the role is checked; nobody is called.
    nextCustomer: (t) => ({ input: { workshopID: t.workshopID, boxID: t.unknownID } }),
    pickAppointment: (t) => ({ input: { appointmentID: t.closedAppointmentID, boxID: t.unknownID } }),
    jobStart: closed,
    jobReject: (t) => ({ input: { appointmentID: t.closedAppointmentID, rejectReasonID: t.rejectReasonID } }),
    jobEnd: closed,
    confirmPayment: closed,
    uscita: closed,
    confirmExit: closed,
    handOverVehicle: closed,
    goBack: closed,
    undoCheckIn: closed,
    returnToQueue: closed,
    undoLastOperation: closed,
    deleteCheckIn: closed,
    sendJobEndSms: (t) => ({ input: { appointmentID: t.closedAppointmentID, text: 'Pronta' } }),
    setThanksSms: (t) => ({ input: { appointmentID: t.closedAppointmentID, enabled: true } }),
    // The first caller let through invites the closed visit; the others are told it already was.
    sendCustomerSurvey: (t) => ({ appointmentID: t.closedAppointmentID }),
    updateSurveyAnswers: (t) => ({
      appointmentID: t.closedAppointmentID,
      answers: [{ customerSurveyAnswerID: t.unknownID, value: '1' }],
    }),
    setWaitingSpareParts: (t) => ({ input: { appointmentID: t.closedAppointmentID, waiting: true } }),
    // The one action a closed visit allows: a note is added for each caller let through.
    createAppointmentLog: (t) => ({
      input: { appointmentID: t.closedAppointmentID, actionType: 'Annotation', notes: 'Matrice' },
    }),
    recalculateQueueAppointments: (t) => ({ input: { workshopID: t.workshopID, queueID: t.unknownID } }),
    createRejectReason: () => ({ input: { name: '' } }),
    updateRejectReason: (t) => ({ input: { rejectReasonID: t.rejectReasonID, name: '' } }),
    deleteRejectReason: (t) => ({ rejectReasonID: t.unknownID }),
    createSmsSender: () => ({ input: { name: '' } }),
    updateSmsSender: (t) => ({ input: { smsSenderID: t.smsSenderID, name: '' } }),
    deleteSmsSender: (t) => ({ smsSenderID: t.unknownID }),
    createNews: () => ({ input: { title: '', publicationDate: '2026-11-25T09:00:00.000Z' } }),
    updateNews: (t) => ({
      input: { newsID: t.unknownID, title: '', publicationDate: '2026-11-25T09:00:00.000Z' },
    }),
    deleteNews: (t) => ({ newsID: t.unknownID }),
  },
  Subscription: {
    heartbeat: () => ({ seconds: 1 }),
    trackingChanged: (t) => ({ code: `nope${t.tag}` }),
    queueChanged: (t) => ({ workshopID: t.workshopID }),
    boxesChanged: (t) => ({ workshopID: t.workshopID }),
    monitorCalls: (t) => ({ monitorID: t.monitorID }),
    appointmentChanged: (t) => ({ appointmentID: t.closedAppointmentID }),
    staffAlerts: (t) => ({ workshopID: t.workshopID }),
    uploadProgress: (t) => ({ uploadID: t.uploadID }),
  },
};

/**
 * The document for `field` with `args`: every argument given becomes a variable of the argument's
 * type, and the reply selects every field without required arguments `depth` levels down, so
 * that a reply carries whatever ids it can (what the foreign-id check reads). A caller whose cost
 * limit that exceeds asks again with depth 0.
 */
export function documentFor(
  schema: GraphQLSchema,
  type: OperationType,
  name: string,
  args: Args,
  depth = 1,
): string {
  const root = rootType(schema, type);
  const field = root.getFields()[name];
  if (!field) throw new Error(`${type}.${name} is not in the schema`);
  const given = field.args.filter((arg) => args[arg.name] !== undefined);
  const declared = given.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = given.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const keyword = type === 'Query' ? 'query' : type === 'Mutation' ? 'mutation' : 'subscription';
  return `${keyword} Matrix${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection(field.type, depth)} }`;
}

function rootType(schema: GraphQLSchema, type: OperationType): GraphQLObjectType {
  const root =
    type === 'Query'
      ? schema.getQueryType()
      : type === 'Mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) throw new Error(`no ${type} type`);
  return root;
}

/** Fields that carry their own rule, tested on their own (role-matrix.test.ts). */
const GUARDED_FIELDS = new Set(Object.keys(FIELD_TABLE));

function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isAbstractType(named) || !isObjectType(named)) return ' { __typename }';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    if (GUARDED_FIELDS.has(`${named.name}.${field.name}`)) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name}${selection(field.type, depth - 1)}`);
  }
  return ` { ${parts.length > 0 ? parts.join(' ') : '__typename'} }`;
}

/** Every field of the schema's root types, as `Type.field`. */
export function schemaOperations(schema: GraphQLSchema): string[] {
  return (['Query', 'Mutation', 'Subscription'] as const).flatMap((type) =>
    Object.keys(rootType(schema, type).getFields()).map((name) => `${type}.${name}`),
  );
}
