import type { DemoDay } from './demo-clock.ts';
import type { DemoQueueKey } from './demo-workshops.ts';

/** One thing that happened to a demo appointment, in order. */
export type DemoStep =
  | { kind: 'checkin'; at: Date }
  | { kind: 'accept'; at: Date; box: 0 | 1 | 2 | 3; acceptor: 0 | 1 }
  | { kind: 'jobStart'; at: Date }
  | { kind: 'jobEnd'; at: Date }
  | { kind: 'ready'; at: Date }
  | { kind: 'payment'; at: Date }
  | { kind: 'checkout'; at: Date; surveyAt: Date }
  | { kind: 'reject'; at: Date; reason: string };

/** A demo appointment told as its history; the seed replays it into a row and its log lines. */
export interface DemoStory {
  queue: DemoQueueKey;
  /** Absent for a walk-in. */
  booking?: Date;
  /** How many days before the booking time it was made. */
  bookedDaysBefore?: number;
  steps: DemoStep[];
  description: string;
  note?: string;
  priority?: number;
  checkinAnomaly?: string;
  waitingSpareParts?: boolean;
  thanksSmsEnabled?: boolean;
  reminderSent?: boolean;
  returningCustomer?: boolean;
  annotation?: string;
  /** Also books a pickup (withdrawal) of the vehicle, as a child appointment. */
  pickupBooking?: Date;
}

const SERVICE = 'Tagliando con cambio olio e filtri';
const TYRES = 'Cambio pneumatici stagionale';
const INSPECTION = 'Revisione periodica';

/**
 * Today's demo appointments: every status a screen shows, with times around `now` so the agenda
 * has people early, late and on time. One story per demo customer, in the customers' order.
 */
export function demoStories(day: DemoDay): DemoStory[] {
  const { ago, later, slot } = day;
  return [
    // Booked, not arrived: one late, the rest due later today.
    { queue: 'service', booking: slot(ago(25)), bookedDaysBefore: 3, steps: [], description: SERVICE },
    {
      queue: 'tyres',
      booking: slot(later(20)),
      bookedDaysBefore: 2,
      steps: [],
      description: TYRES,
      reminderSent: true,
    },
    {
      queue: 'inspection',
      booking: slot(later(75)),
      bookedDaysBefore: 5,
      steps: [],
      description: INSPECTION,
    },
    { queue: 'service', booking: slot(later(150)), bookedDaysBefore: 1, steps: [], description: SERVICE },
    {
      queue: 'tyres',
      booking: slot(later(240)),
      bookedDaysBefore: 7,
      steps: [],
      description: 'Foratura, riparazione pneumatico',
    },
    // Waiting in a queue: early, late, walk-ins.
    {
      queue: 'service',
      booking: slot(later(20)),
      bookedDaysBefore: 4,
      steps: [{ kind: 'checkin', at: ago(10) }],
      description: SERVICE,
      priority: 1,
      note: 'Cliente con bambini, attende in sala',
    },
    {
      queue: 'tyres',
      booking: slot(ago(35)),
      bookedDaysBefore: 2,
      steps: [{ kind: 'checkin', at: ago(12) }],
      description: TYRES,
    },
    {
      queue: 'tyres',
      steps: [{ kind: 'checkin', at: ago(8) }],
      description: 'Pressione pneumatici e controllo usura',
    },
    { queue: 'inspection', steps: [{ kind: 'checkin', at: ago(4) }], description: 'Spia motore accesa' },
    // In a box.
    {
      queue: 'service',
      booking: slot(ago(45)),
      bookedDaysBefore: 6,
      steps: [
        { kind: 'checkin', at: ago(40) },
        { kind: 'accept', at: ago(5), box: 0, acceptor: 0 },
      ],
      description: SERVICE,
    },
    {
      queue: 'tyres',
      booking: slot(ago(70)),
      bookedDaysBefore: 3,
      steps: [
        { kind: 'checkin', at: ago(72) },
        { kind: 'accept', at: ago(55), box: 1, acceptor: 1 },
        { kind: 'jobStart', at: ago(45) },
      ],
      description: TYRES,
      waitingSpareParts: true,
      annotation: 'Cliente segnala rumore in frenata: controllare anche le pastiglie.',
    },
    // Done in the box, on the way out.
    {
      queue: 'service',
      booking: slot(ago(120)),
      bookedDaysBefore: 8,
      steps: [
        { kind: 'checkin', at: ago(118) },
        { kind: 'accept', at: ago(110), box: 2, acceptor: 0 },
        { kind: 'jobStart', at: ago(100) },
        { kind: 'jobEnd', at: ago(20) },
      ],
      description: SERVICE,
    },
    {
      queue: 'service',
      booking: slot(ago(150)),
      bookedDaysBefore: 10,
      steps: [
        { kind: 'checkin', at: ago(150) },
        { kind: 'accept', at: ago(140), box: 0, acceptor: 0 },
        { kind: 'jobStart', at: ago(130) },
        { kind: 'jobEnd', at: ago(60) },
        { kind: 'ready', at: ago(45) },
      ],
      description: `${SERVICE} e sostituzione spazzole`,
      pickupBooking: slot(later(120)),
    },
    {
      queue: 'tyres',
      booking: slot(ago(180)),
      bookedDaysBefore: 2,
      steps: [
        { kind: 'checkin', at: ago(175) },
        { kind: 'accept', at: ago(170), box: 1, acceptor: 1 },
        { kind: 'jobStart', at: ago(160) },
        { kind: 'jobEnd', at: ago(90) },
        { kind: 'ready', at: ago(70) },
        { kind: 'payment', at: ago(15) },
      ],
      description: TYRES,
    },
    {
      queue: 'inspection',
      booking: slot(ago(215)),
      bookedDaysBefore: 14,
      steps: [
        { kind: 'checkin', at: ago(220) },
        { kind: 'accept', at: ago(205), box: 2, acceptor: 1 },
        { kind: 'jobStart', at: ago(195) },
        { kind: 'jobEnd', at: ago(120) },
        { kind: 'ready', at: ago(100) },
        { kind: 'payment', at: ago(85) },
        { kind: 'checkout', at: ago(75), surveyAt: ago(70) },
      ],
      description: INSPECTION,
      returningCustomer: true,
    },
    {
      queue: 'service',
      steps: [
        { kind: 'checkin', at: ago(95) },
        { kind: 'accept', at: ago(85), box: 3, acceptor: 0 },
        { kind: 'reject', at: ago(80), reason: 'Preventivo non accettato' },
      ],
      description: 'Sostituzione frizione',
      thanksSmsEnabled: false,
    },
    // Arrived on the wrong day: staff must look at it.
    {
      queue: 'service',
      booking: day.at(1, 10, 0),
      bookedDaysBefore: 5,
      steps: [{ kind: 'checkin', at: ago(15) }],
      description: SERVICE,
      checkinAnomaly: 'otherDay',
    },
  ];
}
