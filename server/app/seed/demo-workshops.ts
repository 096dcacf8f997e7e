import { eq } from 'drizzle-orm';
import type { Transaction } from '../../core/db/client.ts';
import {
  ALERT_TYPE_IDS,
  availabilitySlots,
  boxes,
  monitorQueueGroups,
  monitors,
  QUESTION_TYPE_IDS,
  queueGroups,
  queues,
  roles,
  slogans,
  surveyQuestions,
  totemQueues,
  totems,
  type WeekDay,
  workshopDailyStatisticsRoles,
  workshopEventVersions,
  workshopParameters,
  workshopRoleWarnings,
  workshops,
} from '../../core/db/schema/index.ts';
import { DEFAULT_SMS_TEXTS } from '../../features/workshops/default-sms-texts.ts';
import type { DemoCatalog } from './demo-catalog.ts';
import type { DemoWorkshopCode } from './demo-users.ts';

export type DemoQueueKey = 'service' | 'tyres' | 'inspection' | 'pickup';

/** What the appointment seed needs to know about one demo workshop. */
export interface DemoWorkshop {
  code: DemoWorkshopCode;
  workshopID: string;
  name: string;
  timeZone: string;
  queueIDs: Record<DemoQueueKey, string>;
  /** Box ids in order (Box 1 first). */
  boxIDs: string[];
  /** The two users at Box 1 and Box 2, who take the demo appointments through the boxes. */
  acceptorUserIDs: [string, string];
  questions: { id: string; text: string; questionTypeID: number; position: number }[];
}

interface WorkshopPlan {
  code: DemoWorkshopCode;
  name: string;
  city: string;
  address: string;
  zipCode: string;
  maxSlots: number;
  smsSender: string;
  bookingOfficeEmail: string;
  bookingOfficeTelephone: string;
  /** User names at Box 1 and Box 2, who also accept the demo appointments. */
  boxUsers: [string, string];
  /** The colour of its logo mark. */
  logoColor: string;
}

const PLANS: readonly WorkshopPlan[] = [
  {
    code: 'MI01',
    name: 'Turno Milano Centro',
    city: 'Milano',
    address: 'Via Giuseppe Mazzini 12',
    zipCode: '20123',
    maxSlots: 3,
    smsSender: 'TurnoMilano',
    bookingOfficeEmail: 'prenotazioni.milano@turno.example',
    bookingOfficeTelephone: '+39 02 8765 4321',
    boxUsers: ['acceptor1', 'acceptor2'],
    logoColor: '#1d4ed8',
  },
  {
    code: 'RM01',
    name: 'Turno Roma Est',
    city: 'Roma',
    address: 'Via Prenestina 245',
    zipCode: '00177',
    maxSlots: 2,
    smsSender: 'TurnoRoma',
    bookingOfficeEmail: 'prenotazioni.roma@turno.example',
    bookingOfficeTelephone: '+39 06 2468 1357',
    boxUsers: ['manager', 'countrymanager'],
    logoColor: '#b91c1c',
  },
];

const TIME_ZONE = 'Europe/Rome';

/**
 * A small SVG mark with the workshop's code: every workshop has a logo (spec §5), and the admin's
 * edit form requires one, so a demo workshop without it could not be saved from the UI.
 */
function demoLogo(plan: Pick<WorkshopPlan, 'code' | 'logoColor'>): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="12" fill="${plan.logoColor}"/>` +
    '<text x="32" y="40" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">' +
    `${plan.code}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const QUEUES: readonly { key: DemoQueueKey; name: string; color: string; message: string; group: 0 | 1 }[] = [
  {
    key: 'service',
    name: 'Tagliando e manutenzione',
    color: '#2563eb',
    message: 'Manutenzione programmata',
    group: 0,
  },
  { key: 'tyres', name: 'Pneumatici', color: '#16a34a', message: 'Cambio e riparazione gomme', group: 0 },
  { key: 'inspection', name: 'Revisione', color: '#d97706', message: 'Revisione ministeriale', group: 0 },
  { key: 'pickup', name: 'Ritiro veicoli', color: '#9333ea', message: 'Ritiro del veicolo pronto', group: 1 },
];

const QUESTIONS = [
  { text: 'Il personale è stato cortese e disponibile?', questionTypeID: QUESTION_TYPE_IDS.yesNo },
  { text: 'Quanto è soddisfatto del tempo di attesa?', questionTypeID: QUESTION_TYPE_IDS.scale1to10 },
  { text: 'Come valuta la qualità del lavoro svolto?', questionTypeID: QUESTION_TYPE_IDS.scale1to10 },
  {
    text: 'Le sono state spiegate chiaramente le operazioni eseguite?',
    questionTypeID: QUESTION_TYPE_IDS.yesNo,
  },
  {
    text: 'Con quale probabilità ci consiglierebbe a un amico?',
    questionTypeID: QUESTION_TYPE_IDS.scale1to10,
  },
];

const WEEKDAYS: readonly WeekDay[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const WEEKDAY_HOURS = [8, 9, 10, 11, 14, 15, 16, 17];
const SATURDAY_HOURS = [8, 9, 10, 11];

/** Inserts the two demo workshops (bare rows: roles need them before their queues exist). */
export async function insertWorkshops(tx: Transaction): Promise<Map<DemoWorkshopCode, string>> {
  const rows = await tx
    .insert(workshops)
    .values(
      PLANS.map((p) => ({
        workshopCode: p.code,
        name: p.name,
        city: p.city,
        address: p.address,
        zipCode: p.zipCode,
        logoUrl: demoLogo(p),
        timeZone: TIME_ZONE,
        maxSlots: p.maxSlots,
        returningCustomerDaysThreshold: 90,
      })),
    )
    .returning({ id: workshops.workshopID, code: workshops.workshopCode });
  return new Map(rows.map((r) => [r.code as DemoWorkshopCode, r.id]));
}

/** Configures every demo workshop: parameters, queues, boxes, screens, slots, survey. */
export async function seedWorkshopSetups(
  tx: Transaction,
  workshopIDs: ReadonlyMap<DemoWorkshopCode, string>,
  userIDs: ReadonlyMap<string, string>,
  catalog: DemoCatalog,
): Promise<DemoWorkshop[]> {
  const roleIDs = new Map(
    (await tx.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id]),
  );
  const result: DemoWorkshop[] = [];
  for (const plan of PLANS) {
    result.push(await seedSetup(tx, plan, workshopIDs.get(plan.code)!, userIDs, roleIDs, catalog));
  }
  return result;
}

async function seedSetup(
  tx: Transaction,
  plan: WorkshopPlan,
  workshopID: string,
  userIDs: ReadonlyMap<string, string>,
  roleIDs: ReadonlyMap<string, string>,
  catalog: DemoCatalog,
): Promise<DemoWorkshop> {
  const user = (name: string) => userIDs.get(name)!;
  const role = (name: string) => roleIDs.get(name)!;

  await tx.insert(workshopParameters).values({
    workshopID,
    ...DEFAULT_SMS_TEXTS,
    acceptanceDurationMinutes: 15,
    toleranceMinutes: 10,
    criticalThresholdAlertMinutes: 30,
    criticalGlobalWaitingTimeInMinutes: 60,
    maxWaitingTimeInMinutes: 45,
    acceptorInactivityTimeInMinutes: 20,
    smsSenderID: catalog.smsSenderIDs.get(plan.smsSender) ?? null,
    payOnlineSmsEnabled: plan.code === 'MI01',
    bookingOfficeEmail: plan.bookingOfficeEmail,
    bookingOfficeTelephone: plan.bookingOfficeTelephone,
    queueUploadColumn: 'Coda',
    criticalThresholdAlertChannel: 'email',
    criticalThresholdAlertRepeatMinutes: 15,
    globalWaitingTimeAlertChannel: 'both',
    globalWaitingTimeAlertRepeatMinutes: 30,
    acceptorInactivityAlertChannel: 'push',
    acceptorInactivityAlertRepeatMinutes: 10,
    // The demo's monitors and totems are opened and closed by whoever tries them (and by every e2e
    // test): their silence alerts no one. A real install keeps the default (in-app).
    screenOfflineAlertChannel: 'none',
    automaticSurveyEnabled: true,
    onDemandSurveyEnabled: true,
    thankYouSmsDelayInMinutes: 60,
  });
  await tx.insert(workshopRoleWarnings).values([
    ...Object.values(ALERT_TYPE_IDS).map((alertTypeID) => ({
      workshopID,
      roleID: role('Workshop manager'),
      alertTypeID,
    })),
    { workshopID, roleID: role('After sales manager'), alertTypeID: ALERT_TYPE_IDS.criticalThreshold },
  ]);
  await tx.insert(workshopDailyStatisticsRoles).values([
    { workshopID, roleID: role('Owner') },
    { workshopID, roleID: role('Workshop manager') },
  ]);
  await tx.insert(workshopEventVersions).values({ workshopID, version: 0 });

  const groups = await tx
    .insert(queueGroups)
    .values([
      { workshopID, name: 'Officina', color: '#2563eb' },
      { workshopID, name: 'Consegne e ritiri', color: '#9333ea' },
    ])
    .returning({ id: queueGroups.queueGroupID });
  const groupIDs = groups.map((g) => g.id);

  const queueRows = await tx
    .insert(queues)
    .values(
      QUEUES.map((q, index) => ({
        workshopID,
        queueGroupID: groupIDs[q.group]!,
        name: q.name,
        color: q.color,
        message: q.message,
        isDefault: q.key === 'service',
        viewOrderNumber: index + 1,
      })),
    )
    .returning({ id: queues.queueID, name: queues.name });
  const queueIDs = Object.fromEntries(
    QUEUES.map((q) => [q.key, queueRows.find((row) => row.name === q.name)!.id]),
  ) as Record<DemoQueueKey, string>;
  await tx
    .update(workshops)
    .set({ withdrawalQueueID: queueIDs.pickup })
    .where(eq(workshops.workshopID, workshopID));

  const boxRows = await tx
    .insert(boxes)
    .values(
      [1, 2, 3, 4].map((n) => ({
        workshopID,
        queueGroupID: groupIDs[n === 4 ? 1 : 0]!,
        name: `Box ${n}`,
        aliases: `B${n}`,
        orderNumber: n,
        userID: n <= 2 ? user(plan.boxUsers[n - 1]!) : null,
      })),
    )
    .returning({ id: boxes.boxID, orderNumber: boxes.orderNumber });
  const boxIDs = boxRows.sort((a, b) => a.orderNumber - b.orderNumber).map((b) => b.id);

  const [monitor] = await tx
    .insert(monitors)
    .values({ workshopID, name: 'Monitor sala d’attesa', userID: user('monitor') })
    .returning({ id: monitors.monitorID });
  await tx
    .insert(monitorQueueGroups)
    .values(
      groupIDs.map((queueGroupID, index) => ({ monitorID: monitor!.id, queueGroupID, position: index + 1 })),
    );

  const [totem] = await tx
    .insert(totems)
    .values({ workshopID, name: 'Totem ingresso', userID: user('totem') })
    .returning({ id: totems.totemID });
  await tx.insert(totemQueues).values(
    (['service', 'tyres', 'inspection'] as const).map((key, index) => ({
      totemID: totem!.id,
      queueID: queueIDs[key],
      position: index + 1,
      message: QUEUES.find((q) => q.key === key)!.name,
      activity: QUEUES.find((q) => q.key === key)!.message,
    })),
  );

  await tx.insert(slogans).values([
    {
      workshopID,
      title: `Benvenuti da ${plan.name}`,
      text: 'Quando sarà il suo turno, il numero di targa comparirà su questo schermo con il box.',
      order: 1,
      duration: 12,
    },
    {
      workshopID,
      title: 'Controllo pneumatici gratuito',
      text: 'Chieda all’accettatore un controllo di pressione e usura: è gratuito.',
      order: 2,
      duration: 10,
    },
    {
      workshopID,
      title: 'Segua la coda dal telefono',
      text: 'Con il link ricevuto via SMS vede la sua posizione in tempo reale.',
      order: 3,
      duration: 10,
    },
  ]);

  const slot = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  await tx.insert(availabilitySlots).values([
    ...WEEKDAYS.flatMap((day) =>
      WEEKDAY_HOURS.map((hour) => ({ workshopID, day, start: slot(hour), end: slot(hour + 1) })),
    ),
    ...SATURDAY_HOURS.map((hour) => ({
      workshopID,
      day: 'SATURDAY' as const,
      start: slot(hour),
      end: slot(hour + 1),
      maxSlots: 1,
    })),
  ]);

  const questions = await tx
    .insert(surveyQuestions)
    .values(QUESTIONS.map((q, index) => ({ workshopID, ...q, position: index + 1 })))
    .returning({
      id: surveyQuestions.customerSurveyQuestionID,
      text: surveyQuestions.text,
      questionTypeID: surveyQuestions.questionTypeID,
      position: surveyQuestions.position,
    });

  return {
    code: plan.code,
    workshopID,
    name: plan.name,
    timeZone: TIME_ZONE,
    queueIDs,
    boxIDs,
    acceptorUserIDs: [user(plan.boxUsers[0]), user(plan.boxUsers[1])],
    questions: questions.sort((a, b) => a.position - b.position),
  };
}
