import { MANAGER_ROLES, type RoleName } from '../../shared/auth/roles.ts';

/**
 * The role table: who may run each operation of the schema, one row per Query, Mutation and
 * Subscription field. It is what the server's policies (server/core/policies/) enforce, checked
 * against the routes of spec §2 (shared/auth/routes.ts): an operation a screen uses is open to the
 * roles that may open that screen. tests/security/role-matrix.test.ts runs every row against a real
 * server for every kind of caller, and fails when the schema gains an operation without a row.
 * docs/permissions.md is printed from it (`npx tsx tests/security/permissions-doc.ts`).
 *
 * The role groups are spelled out here rather than imported from the server, so that a change of
 * the server's rules shows as a failing matrix until the table (the documentation) says the same.
 */

export type Access =
  /** Anyone, signed in or not (sign-in, recovery, the customer's link, health). */
  | { kind: 'public' }
  /** Any signed-in account: staff of any workshop, device accounts, admins. */
  | { kind: 'signedIn' }
  /** A signed-in account about itself; an admin about anyone. */
  | { kind: 'selfOrAdmin' }
  /** Admins only (the `isAdmin` flag; no workshop role gives it). */
  | { kind: 'admin' }
  /**
   * In the workshop the arguments name (directly, or through the row they name): admins, holders
   * of one of `roles` there (`any`: any role), and, with `device`, the account bound to the
   * monitor or totem named.
   */
  | { kind: 'workshop'; roles: readonly RoleName[] | 'any'; device?: 'monitor' | 'totem' };

export interface OperationRow {
  access: Access;
  /** The screens (spec §2 paths) that use it, when it serves particular ones. */
  routes?: readonly string[];
  /** Why, when the rule is not what the routes alone would suggest. */
  note?: string;
}

export type OperationType = 'Query' | 'Mutation' | 'Subscription';

// The role groups of spec §2 (routes) and of the appointment actions (shared/appointments/action-roles.ts).
const MANAGERS: readonly RoleName[] = ['Country manager', 'Owner', 'After sales manager', 'Workshop manager'];
const ACCEPTANCE: readonly RoleName[] = [...MANAGERS, 'Accettatore'];
const CHECK_IN: readonly RoleName[] = [...ACCEPTANCE, 'Hostess'];
const BOOKING: readonly RoleName[] = [...CHECK_IN, 'Booking'];
const CASHIER: readonly RoleName[] = [...ACCEPTANCE, 'Cassiere'];
const ANY_STAFF: readonly RoleName[] = [...BOOKING, 'Cassiere', 'Backoffice'];

const PUBLIC: Access = { kind: 'public' };
const SIGNED_IN: Access = { kind: 'signedIn' };
const ADMIN: Access = { kind: 'admin' };
const READER: Access = { kind: 'workshop', roles: 'any' };
const MANAGER: Access = { kind: 'workshop', roles: MANAGERS };
const roles = (list: readonly RoleName[]): Access => ({ kind: 'workshop', roles: list });

const CUSTOMER_LINK = 'The customer, by the code of their link or their token: no account.';
const APPOINTMENT_SCREENS = ['/Processings/:processingID', '/Historical/:appointmentID'];

export const ROLE_TABLE: Record<OperationType, Record<string, OperationRow>> = {
  Query: {
    ping: { access: PUBLIC, note: 'Health check.' },
    workshops: {
      access: SIGNED_IN,
      note: 'Lists only the workshops where the caller holds a role (all for an admin).',
    },
    workshop: { access: MANAGER, routes: ['/OfficineDettaglio/:workshopID', '/Officine'] },
    availabilitySlots: { access: MANAGER, routes: ['/Agenda-ritiri'] },
    withdrawalSchedule: { access: MANAGER, routes: ['/Agenda-ritiri'] },
    withdrawalCalendar: { access: PUBLIC, note: CUSTOMER_LINK },
    customerVisit: { access: PUBLIC, note: CUSTOMER_LINK },
    vehicleBrands: {
      access: SIGNED_IN,
      note: 'One catalogue for every workshop: desks and totems choose from it.',
    },
    vehicleModels: { access: SIGNED_IN, note: 'As vehicleBrands.' },
    users: { access: ADMIN, routes: ['/Utenti'] },
    allUsers: { access: ADMIN, routes: ['/Utenti'] },
    searchUsers: {
      access: MANAGER,
      note: 'A manager names a workshop they manage and sees only the roles held in workshops they manage; an admin may search everyone.',
    },
    workshopRoles: { access: MANAGER, routes: ['/Gestione-Box', '/OfficineDettaglio/:workshopID'] },
    tracking: { access: PUBLIC, note: CUSTOMER_LINK },
    myTotems: { access: SIGNED_IN, note: 'The totems bound to the caller (a totem device account).' },
    totem: {
      access: { kind: 'workshop', roles: 'any', device: 'totem' },
      note: 'Its device account, or staff of its workshop standing in for it.',
    },
    totemFindBooking: { access: { kind: 'workshop', roles: 'any', device: 'totem' }, note: 'As totem.' },
    totemFindVehicle: { access: { kind: 'workshop', roles: 'any', device: 'totem' }, note: 'As totem.' },
    workshopStats: { access: roles([...MANAGERS, 'Booking']), routes: ['/Statistics', '/DailyRecap'] },
    kpis: { access: roles([...MANAGERS, 'Booking']), routes: ['/DailyRecap'] },
    estimateAccuracy: { access: roles([...MANAGERS, 'Booking']), routes: ['/Statistics'] },
    appointmentStats: { access: roles([...MANAGERS, 'Booking']), routes: ['/Statistics'] },
    exitInterviewStats: { access: roles([...MANAGERS, 'Booking']), routes: ['/Statistics'] },
    customerVisits: {
      access: ADMIN,
      routes: ['/Privacy-Clienti'],
      note: "One customer's visits in every workshop, by plate or mobile (docs/privacy.md).",
    },
    customerDataExport: { access: ADMIN, routes: ['/Privacy-Clienti'] },
    myAgendaFeed: {
      access: SIGNED_IN,
      routes: ['/Calendario'],
      note: 'The caller’s own calendar feed, without its token (docs/calendar.md).',
    },
    apiKeys: {
      access: ADMIN,
      routes: ['/Chiavi-API'],
      note: 'A workshop’s API keys for dealer systems, without their secrets (docs/integrations.md).',
    },
    webhookEndpoints: {
      access: ADMIN,
      routes: ['/Webhook'],
      note: 'A workshop’s webhook endpoints, without their signing secrets (docs/integrations.md).',
    },
    webhookDeliveries: { access: ADMIN, routes: ['/Webhook'] },
    searchAcceptors: {
      access: roles([...MANAGERS, 'Booking']),
      routes: ['/Statistics', '/Logs'],
      note: 'Only the users holding the Accettatore role in the workshop named, as name summaries.',
    },
    downloadWorkshopStatsPDF: { access: roles([...MANAGERS, 'Booking']), routes: ['/Statistics'] },
    surveyQuestions: { access: MANAGER, routes: ['/ExitInterview'] },
    customerSurvey: {
      access: PUBLIC,
      note: 'The customer, by the token of their survey link (rate-limited).',
    },
    workshopDeskSettings: { access: READER, note: 'Every desk screen reads the thresholds it colours by.' },
    queueGroups: { access: READER },
    queues: { access: READER },
    boxes: { access: READER },
    bayBoard: { access: READER, routes: ['/Tabellone-box'] },
    queueCounts: { access: READER },
    rejectReasons: { access: SIGNED_IN, note: 'The installation-wide list a desk rejects a job with.' },
    parameters: { access: MANAGER, routes: ['/Gestione-Parametri'] },
    smsSenders: {
      access: SIGNED_IN,
      routes: ['/Gestione-Parametri', '/Mittenti-Sms'],
      note: 'Installation-wide sender names (not secret); see the notes on doubtful rules.',
    },
    myMonitors: { access: SIGNED_IN, note: 'The monitors bound to the caller (a monitor device account).' },
    monitor: { access: { kind: 'workshop', roles: 'any', device: 'monitor' } },
    slogans: { access: { kind: 'workshop', roles: 'any', device: 'monitor' }, note: 'What a monitor shows.' },
    videos: { access: { kind: 'workshop', roles: 'any', device: 'monitor' }, note: 'What a monitor plays.' },
    monitors: { access: MANAGER, routes: ['/Gestione-Monitor'] },
    totems: { access: MANAGER, routes: ['/Gestione-Totem'] },
    allSlogans: { access: MANAGER, routes: ['/Gestione-Slogan'] },
    screenDevices: { access: MANAGER, routes: ['/Schermi'] },
    deviceAccounts: { access: MANAGER, routes: ['/Gestione-Monitor', '/Gestione-Totem'] },
    profile: { access: PUBLIC, note: 'Null when not signed in.' },
    roles: { access: SIGNED_IN, note: 'The assignable role names (no one holds anything by reading them).' },
    userRoles: { access: { kind: 'selfOrAdmin' } },
    appointments: {
      access: READER,
      note: 'Agenda, processings and history: spec §2 opens them to every staff role. Also GET /api/exports/appointments/{list}.{csv|xlsx} (same roles, bearer token; docs/lists-export.md).',
    },
    appointment: { access: READER, routes: APPOINTMENT_SCREENS },
    appointmentHistory: { access: READER, routes: APPOINTMENT_SCREENS },
    appointmentLogs: { access: READER, routes: APPOINTMENT_SCREENS },
    returningCustomer: { access: READER },
    logs: { access: MANAGER, routes: ['/Azioni', '/Logs'] },
    appointmentsUpload: { access: roles(ACCEPTANCE), routes: ['/Gestione-Upload'] },
    appointmentsUploads: { access: roles(ACCEPTANCE), routes: ['/Gestione-Upload'] },
    appointmentsUploadFormat: { access: roles(ACCEPTANCE), routes: ['/Gestione-Upload'] },
    outboxMessages: {
      access: MANAGER,
      routes: ['/Messaggi'],
      note: 'Messages of no workshop (`workshopID` null): admins only.',
    },
    news: { access: SIGNED_IN },
    allNews: { access: ADMIN, routes: ['/News'] },
  },
  Mutation: {
    noop: { access: PUBLIC, note: 'Placeholder root field.' },
    eraseCustomerData: { access: ADMIN, routes: ['/Privacy-Clienti'] },
    createApiKey: {
      access: ADMIN,
      routes: ['/Chiavi-API'],
      note: 'The key’s text is in the reply, once; the key then acts as a Booking user of the workshop within its scopes.',
    },
    revokeApiKey: { access: ADMIN, routes: ['/Chiavi-API'] },
    createWebhookEndpoint: {
      access: ADMIN,
      routes: ['/Webhook'],
      note: 'The signing secret is in the reply, once.',
    },
    updateWebhookEndpoint: { access: ADMIN, routes: ['/Webhook'] },
    deleteWebhookEndpoint: { access: ADMIN, routes: ['/Webhook'] },
    rotateWebhookEndpointSecret: {
      access: ADMIN,
      routes: ['/Webhook'],
      note: 'The new signing secret is in the reply, once.',
    },
    replayWebhookDelivery: { access: ADMIN, routes: ['/Webhook'] },
    sendTestWebhookEvent: { access: ADMIN, routes: ['/Webhook'] },
    createAgendaFeed: {
      access: SIGNED_IN,
      routes: ['/Calendario'],
      note: 'The caller’s own feed URL, in the reply once; FORBIDDEN for API keys and while an admin is signed in as the user.',
    },
    revokeAgendaFeed: {
      access: SIGNED_IN,
      routes: ['/Calendario'],
      note: 'The caller’s own feed; FORBIDDEN while an admin is signed in as the user.',
    },
    createWorkshop: { access: ADMIN, routes: ['/Officine'] },
    updateWorkshop: { access: ADMIN, routes: ['/Officine'] },
    deleteWorkshop: { access: ADMIN, routes: ['/Officine'] },
    mobileMonitorLogin: {
      access: PUBLIC,
      note: 'The customer signs in by plate or link code (rate-limited).',
    },
    setAvailabilitySlots: { access: MANAGER, routes: ['/Agenda-ritiri'] },
    createWithdrawalAppointment: { access: PUBLIC, note: CUSTOMER_LINK },
    updateWithdrawalAppointment: { access: PUBLIC, note: CUSTOMER_LINK },
    cancelWithdrawalAppointment: { access: PUBLIC, note: CUSTOMER_LINK },
    createVehicleBrand: { access: ADMIN, routes: ['/Veicoli'] },
    updateVehicleBrand: { access: ADMIN, routes: ['/Veicoli'] },
    deleteVehicleBrand: { access: ADMIN, routes: ['/Veicoli'] },
    createVehicleModel: { access: ADMIN, routes: ['/Modelli'] },
    updateVehicleModel: { access: ADMIN, routes: ['/Modelli'] },
    deleteVehicleModel: { access: ADMIN, routes: ['/Modelli'] },
    moveVehicleModels: { access: ADMIN, routes: ['/Modelli'] },
    createUser: { access: ADMIN, routes: ['/Utenti'] },
    updateUser: { access: ADMIN, routes: ['/Utenti'] },
    deleteUser: { access: ADMIN, routes: ['/Utenti'] },
    sendFirstAccessEmail: { access: ADMIN, routes: ['/Utenti'] },
    resendMessage: { access: MANAGER, routes: ['/Messaggi'] },
    broadcastDelayNotice: {
      access: MANAGER,
      routes: ['/'],
      note: 'The queue named decides the workshop; the notice reaches its waiting customers’ tracking pages.',
    },
    clearDelayNotice: { access: MANAGER, routes: ['/'] },
    createAppointmentUpload: {
      access: roles(ACCEPTANCE),
      routes: ['/Gestione-Upload'],
      note: 'Also POST /api/files/appointmentsUploadFile (same roles, bearer token); GET …/{uploadID} downloads the file.',
    },
    applyAppointmentUpload: { access: roles(ACCEPTANCE), routes: ['/Gestione-Upload'] },
    undoAppointmentUpload: { access: roles(ACCEPTANCE), routes: ['/Gestione-Upload'] },
    assignRoles: { access: ADMIN, routes: ['/Utenti'] },
    setMyLanguage: {
      access: SIGNED_IN,
      note: 'The caller’s own language (the header’s switch); FORBIDDEN while an admin is signed in as them.',
    },
    setTrackingLanguage: { access: PUBLIC, note: CUSTOMER_LINK },
    totemRegisterWalkIn: {
      access: { kind: 'workshop', roles: CHECK_IN, device: 'totem' },
      note: 'The totem’s device account, or check-in staff of its workshop.',
    },
    totemCheckIn: {
      access: { kind: 'workshop', roles: CHECK_IN, device: 'totem' },
      note: 'As totemRegisterWalkIn.',
    },
    totemCheckInPickup: {
      access: { kind: 'workshop', roles: CHECK_IN, device: 'totem' },
      note: 'As totemRegisterWalkIn.',
    },
    saveSurveyQuestions: { access: MANAGER, routes: ['/ExitInterview'] },
    submitCustomerSurvey: {
      access: PUBLIC,
      note: 'The customer, by the token of their survey link (rate-limited).',
    },
    skipCustomerSurvey: {
      access: PUBLIC,
      note: 'The customer, by the token of their survey link (rate-limited).',
    },
    createQueueGroup: { access: MANAGER, routes: ['/Gestione-Box'] },
    updateQueueGroup: { access: MANAGER, routes: ['/Gestione-Box'] },
    deleteQueueGroup: { access: MANAGER, routes: ['/Gestione-Box'] },
    createQueue: { access: MANAGER, routes: ['/Gestione-Box'] },
    updateQueue: { access: MANAGER, routes: ['/Gestione-Box'] },
    deleteQueue: { access: MANAGER, routes: ['/Gestione-Box'] },
    createBox: { access: MANAGER, routes: ['/Gestione-Box'] },
    updateBox: { access: MANAGER, routes: ['/Gestione-Box'] },
    deleteBox: { access: MANAGER, routes: ['/Gestione-Box'] },
    updateParameters: { access: MANAGER, routes: ['/Gestione-Parametri'] },
    createMonitor: { access: MANAGER, routes: ['/Gestione-Monitor'] },
    updateMonitor: { access: MANAGER, routes: ['/Gestione-Monitor'] },
    deleteMonitor: { access: MANAGER, routes: ['/Gestione-Monitor'] },
    forgetScreenDevice: { access: MANAGER, routes: ['/Schermi'] },
    reportScreenHeartbeat: {
      access: { kind: 'workshop', roles: 'any', device: 'monitor' },
      note: 'Sent by the monitor and totem screens; only the device account’s beats are stored.',
    },
    createTotem: { access: MANAGER, routes: ['/Gestione-Totem'] },
    updateTotem: { access: MANAGER, routes: ['/Gestione-Totem'] },
    deleteTotem: { access: MANAGER, routes: ['/Gestione-Totem'] },
    createSlogan: { access: MANAGER, routes: ['/Gestione-Slogan'] },
    updateSlogan: { access: MANAGER, routes: ['/Gestione-Slogan/:sloganID'] },
    deleteSlogan: { access: MANAGER, routes: ['/Gestione-Slogan'] },
    login: { access: PUBLIC },
    refreshProfile: { access: PUBLIC, note: 'By the refresh cookie; null without one.' },
    logout: { access: PUBLIC, note: 'Ends the caller’s session, if any.' },
    loginAs: { access: ADMIN, routes: ['/Utenti'] },
    stopImpersonation: { access: SIGNED_IN, note: 'Acts only in a session an admin opened as someone else.' },
    sendPasswordRecovery: { access: PUBLIC, note: 'Rate-limited per address.' },
    confirmResetPassword: { access: PUBLIC, note: 'By the code of the e-mailed link; rate-limited.' },
    forcePassword: { access: ADMIN, routes: ['/Utenti'] },
    resetPassword: { access: ADMIN, routes: ['/Utenti'] },
    supportRequest: { access: PUBLIC, note: 'Rate-limited per address.' },
    createAppointment: { access: roles(BOOKING), routes: ['/Agenda'] },
    updateAppointment: { access: roles(BOOKING), routes: ['/Agenda'] },
    deleteAppointment: { access: roles(BOOKING), routes: ['/Agenda'] },
    registerNewAppointment: {
      access: roles(CHECK_IN),
      routes: ['/Checkin', '/Agenda'],
      note: 'Hostesses check customers in from the agenda (shared/appointments/action-roles.ts).',
    },
    checkInBooked: {
      access: roles(CHECK_IN),
      routes: ['/Checkin', '/Agenda'],
      note: 'As registerNewAppointment.',
    },
    nextCustomer: { access: roles(ACCEPTANCE), routes: ['/Accettatore', '/BoxAcceptance'] },
    pickAppointment: { access: roles(ACCEPTANCE), routes: ['/Accettatore', '/Anomalie'] },
    jobStart: { access: roles(ACCEPTANCE), routes: ['/Accettatore'] },
    jobReject: { access: roles(ACCEPTANCE), routes: ['/Accettatore'] },
    jobEnd: { access: roles(ACCEPTANCE), routes: ['/Processings/:processingID'] },
    confirmPayment: { access: roles(CASHIER), routes: ['/Processings/:processingID'] },
    uscita: { access: roles(ACCEPTANCE), routes: ['/Processings/:processingID'] },
    confirmExit: { access: roles(CASHIER), routes: ['/Processings/:processingID'] },
    handOverVehicle: { access: roles(CASHIER), routes: ['/Processings/:processingID'] },
    goBack: { access: roles(ACCEPTANCE), routes: ['/Processings/:processingID'] },
    undoCheckIn: { access: roles(CHECK_IN), routes: ['/Checkin', '/Agenda'] },
    returnToQueue: { access: roles(ACCEPTANCE), routes: ['/Accettatore'] },
    undoLastOperation: { access: roles(ACCEPTANCE), routes: ['/Processings/:processingID'] },
    deleteCheckIn: { access: roles(CHECK_IN), routes: ['/Checkin', '/Agenda'] },
    sendJobEndSms: { access: roles(ACCEPTANCE), routes: ['/Processings/:processingID'] },
    setThanksSms: { access: roles(ACCEPTANCE), routes: ['/Processings/:processingID'] },
    sendCustomerSurvey: {
      access: roles(CASHIER),
      routes: ['/Processings/:processingID'],
      note: 'The roles that see a visit to its exit; only while the workshop allows on-demand surveys.',
    },
    updateSurveyAnswers: { access: MANAGER, routes: APPOINTMENT_SCREENS },
    setWaitingSpareParts: {
      access: roles(ACCEPTANCE),
      routes: ['/Processings/:processingID', '/Attesa-Ricambi'],
    },
    createAppointmentLog: { access: roles(ANY_STAFF), routes: APPOINTMENT_SCREENS },
    recalculateQueueAppointments: { access: roles(ACCEPTANCE), routes: ['/Accettatore'] },
    createRejectReason: { access: ADMIN, routes: ['/Motivi-Rifiuto'] },
    updateRejectReason: { access: ADMIN, routes: ['/Motivi-Rifiuto'] },
    deleteRejectReason: { access: ADMIN, routes: ['/Motivi-Rifiuto'] },
    createSmsSender: { access: ADMIN, routes: ['/Mittenti-Sms'] },
    updateSmsSender: { access: ADMIN, routes: ['/Mittenti-Sms'] },
    deleteSmsSender: { access: ADMIN, routes: ['/Mittenti-Sms'] },
    createNews: { access: ADMIN, routes: ['/News'] },
    updateNews: { access: ADMIN, routes: ['/News'] },
    deleteNews: { access: ADMIN, routes: ['/News'] },
  },
  Subscription: {
    heartbeat: { access: PUBLIC, note: 'Keeps a connection alive; carries no data.' },
    trackingChanged: { access: PUBLIC, note: CUSTOMER_LINK },
    queueChanged: { access: READER },
    boxesChanged: { access: READER },
    monitorCalls: { access: { kind: 'workshop', roles: 'any', device: 'monitor' } },
    appointmentChanged: { access: READER, routes: APPOINTMENT_SCREENS },
    uploadProgress: { access: roles(ACCEPTANCE), routes: ['/Gestione-Upload'] },
    staffAlerts: { access: READER, note: 'Each alert reaches only the users whose role receives it.' },
  },
};

/**
 * Fields below the root with a rule of their own (the matrix leaves them out of its selections and
 * tests each on its own).
 */
export const FIELD_TABLE: Record<string, OperationRow> = {
  'Workshop.userWorkshopRoles': {
    access: MANAGER,
    note: 'Who holds which role there, as workshopRoles; also when the workshop comes from the workshops list every member of staff reads.',
  },
};

/** Every row, flattened, in table order. */
export function tableRows(): { type: OperationType; name: string; row: OperationRow }[] {
  return (Object.keys(ROLE_TABLE) as OperationType[]).flatMap((type) =>
    Object.entries(ROLE_TABLE[type]).map(([name, row]) => ({ type, name, row })),
  );
}

/** Who the demo installation's callers are, as far as the table is concerned. */
export interface TableCaller {
  signedIn: boolean;
  isAdmin: boolean;
  /** Roles held in the workshop the request names. */
  rolesThere: readonly RoleName[];
  /** The device account of the monitor or totem the request names. */
  deviceOf: 'monitor' | 'totem' | null;
  /** The request asks about the caller's own account (userRoles). */
  aboutSelf: boolean;
}

/** Whether the table allows `caller` to run an operation with access `access`. */
export function allows(access: Access, caller: TableCaller): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'signedIn':
      return caller.signedIn;
    case 'selfOrAdmin':
      return caller.signedIn && (caller.isAdmin || caller.aboutSelf);
    case 'admin':
      return caller.isAdmin;
    case 'workshop': {
      if (caller.isAdmin) return true;
      if (access.device && caller.deviceOf === access.device) return true;
      const list = access.roles;
      return list === 'any' ? caller.rolesThere.length > 0 : caller.rolesThere.some((r) => list.includes(r));
    }
  }
}

/** How a row reads in the documentation. */
export function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'public';
    case 'signedIn':
      return 'any signed-in account';
    case 'selfOrAdmin':
      return 'the account itself; admin';
    case 'admin':
      return 'admin only';
    case 'workshop': {
      const who =
        access.roles === 'any'
          ? 'any role in the workshop'
          : sameRoles(access.roles, MANAGER_ROLES)
            ? 'managers of the workshop'
            : `in the workshop: ${access.roles.join(', ')}`;
      const device = access.device ? `; its ${access.device} device account` : '';
      return `admin; ${who}${device}`;
    }
  }
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}
