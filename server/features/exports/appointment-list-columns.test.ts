import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, STATUS } from '../../../shared/appointments/appointment-status.ts';
import { STAFF_LIST_IDS, STAFF_LISTS } from '../../../shared/appointments/staff-lists.ts';
import { EXPORT_LANGUAGES } from '../../../shared/statistics/exports.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { instantText, listCells, listHeaders } from './appointment-list-columns.ts';
import { EXPORT_LABELS } from './export-labels.ts';

const names = { box: async () => 'Box 2', user: async () => 'Luca Bianchi' };

function row(fields: Partial<AppointmentRow>): AppointmentRow {
  return {
    licensePlate: 'AB123CD',
    name: 'Mario Rossi',
    statusCode: STATUS.BookedNotArrived,
    walkIn: false,
    bookingDateTime: null,
    checkinDateTime: null,
    jobStartDateTime: null,
    jobEndDateTime: null,
    acceptedBoxID: null,
    acceptedUserID: null,
    vehicleModel: null,
    checkinAnomaly: null,
    ...fields,
  } as AppointmentRow;
}

describe('the staff lists table', () => {
  it.each(EXPORT_LANGUAGES)('titles every list and heads every column in %s, no two alike', (language) => {
    const labels = EXPORT_LABELS[language];
    for (const list of STAFF_LIST_IDS) {
      expect(labels.lists.titles[list], list).toMatch(/\S/);
      const headers = listHeaders(STAFF_LISTS[list].columns, labels);
      expect(
        headers.every((header) => /\S/.test(header)),
        list,
      ).toBe(true);
      expect(new Set(headers).size, list).toBe(headers.length);
    }
  });

  it.each(EXPORT_LANGUAGES)('names every status in %s', (language) => {
    for (const status of APPOINTMENT_STATUSES) {
      expect(EXPORT_LABELS[language].lists.statuses[status.name], status.name).toMatch(/\S/);
    }
  });

  it('asks for days in the lists by day only, and takes no parameter twice', () => {
    for (const list of STAFF_LIST_IDS) {
      const definition = STAFF_LISTS[list];
      const byDay = definition.parameters.some((name) => ['day', 'fromDay', 'toDay'].includes(name));
      expect('needsDays' in definition, list).toBe(byDay);
      expect(new Set(definition.parameters).size, list).toBe(definition.parameters.length);
    }
  });
});

describe('listCells', () => {
  it('writes times in the workshop zone, names by id, statuses and entries in words', async () => {
    const cells = await listCells(
      row({
        statusCode: STATUS.JobStarted,
        bookingDateTime: new Date('2026-03-11T08:00:00Z'),
        checkinDateTime: new Date('2026-07-01T06:05:00Z'),
        acceptedBoxID: 'b',
        acceptedUserID: 'u',
        vehicleModel: 'Panda',
      }),
      [
        'bookingDateTime',
        'checkinDateTime',
        'plate',
        'name',
        'vehicle',
        'entry',
        'status',
        'box',
        'acceptor',
      ],
      EXPORT_LABELS.it,
      'Europe/Rome',
      names,
    );
    expect(cells).toEqual([
      '2026-03-11 09:00',
      '2026-07-01 08:05',
      'AB123CD',
      'Mario Rossi',
      'Panda',
      'Con appuntamento',
      'In lavorazione',
      'Box 2',
      'Luca Bianchi',
    ]);
  });

  it('leaves what is missing empty, names a pickup and an anomaly, an unknown anomaly as stored', async () => {
    const columns = ['jobStart', 'box', 'acceptor', 'entry', 'anomaly'] as const;
    const pickup = await listCells(
      row({ statusCode: STATUS.Withdrawal, checkinAnomaly: 'otherDay' }),
      columns,
      EXPORT_LABELS.en,
      'UTC',
      names,
    );
    expect(pickup).toEqual([null, null, null, 'Pickup', 'Booking for another day']);
    const walkIn = await listCells(
      row({ walkIn: true, checkinAnomaly: 'x-new' }),
      columns,
      EXPORT_LABELS.en,
      'UTC',
      names,
    );
    expect(walkIn.slice(3)).toEqual(['Walk-in', 'x-new']);
  });

  it('keeps a hostile name as typed: the CSV writer neutralises it, XLSX stores it as text', async () => {
    const [name] = await listCells(row({ name: '=1+1' }), ['name'], EXPORT_LABELS.it, 'UTC', names);
    expect(name).toBe('=1+1');
  });
});

describe('instantText', () => {
  it('is nothing for no time, and follows summer time', () => {
    expect(instantText(null, 'Europe/Rome')).toBeNull();
    expect(instantText(new Date('2026-01-15T23:30:00Z'), 'Europe/Rome')).toBe('2026-01-16 00:30');
    expect(instantText(new Date('2026-08-15T23:30:00Z'), 'Europe/Rome')).toBe('2026-08-16 01:30');
  });
});
