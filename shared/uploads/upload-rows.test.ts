import { describe, expect, it } from 'vitest';
import { cellDay, cellLanguage, cellTime, mapHeader, readUploadRow } from './upload-rows.ts';

const HEADER = ['Targa', 'Nome', 'Cellulare', 'Email', 'Marca', 'Modello', 'Data', 'Ora', 'Reparto', 'Note'];

describe('mapHeader', () => {
  it('finds columns by Italian or English names, any case, accents and spaces folded', () => {
    const header = mapHeader([' TARGA ', 'Name', 'Mobile', 'Brand', 'Modello', 'Date', 'Time', 'Coda'], null);
    expect(header.missing).toEqual([]);
    expect(header.columns).toMatchObject({
      licensePlate: 0,
      name: 1,
      mobile: 2,
      vehicleBrand: 3,
      date: 5,
      queue: 7,
    });
  });

  it('takes the queue column the workshop names, and lists what is missing', () => {
    const header = mapHeader(['Targa', 'Reparto'], 'reparto');
    expect(header.columns.queue).toBe(1);
    expect(header.missing).toEqual(['name', 'mobile', 'vehicleBrand', 'vehicleModel', 'date', 'time']);
    // With a queue column of its own, `Coda` is just another column.
    expect(mapHeader(['Coda'], 'Reparto').columns.queue).toBeUndefined();
  });
});

describe('readUploadRow', () => {
  const header = mapHeader(HEADER, 'Reparto');
  const good = [
    'ab 123 cd',
    ' Mario Rossi ',
    '+39 333 1234567',
    '',
    'Fiat',
    'Panda',
    '12/06/2031',
    '9.30',
    'Pneumatici',
    '',
  ];

  it('applies the shared booking rules: plate upper case without spaces, empty optionals null', () => {
    expect(readUploadRow(good, header)).toEqual({
      ok: true,
      value: {
        licensePlate: 'AB123CD',
        name: 'Mario Rossi',
        mobile: '+393331234567',
        email: null,
        vehicleBrand: 'Fiat',
        vehicleModel: 'Panda',
        day: '2031-06-12',
        time: '09:30',
        description: null,
        note: null,
        queue: 'Pneumatici',
        customerLanguage: null,
      },
    });
  });

  it('gives one message per field, with the shared codes', () => {
    const bad = ['X1', '', '12', 'not-mail', 'Fiat', 'Panda', '31/02/2031', '25:00', '', '=SUM(A1)'];
    const result = readUploadRow(bad, header);
    expect(result.ok).toBe(false);
    // A refused row still says whose it is, as read.
    expect(result.ok ? null : result.asRead).toEqual({ licensePlate: 'X1', name: '' });
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        { field: 'date', code: 'upload.date' },
        { field: 'time', code: 'upload.time' },
        { field: 'note', code: 'upload.formula' },
        { field: 'licensePlate', code: 'validation.licensePlate' },
        { field: 'name', code: 'validation.required' },
        { field: 'mobile', code: 'validation.mobile' },
        { field: 'email', code: 'validation.email' },
      ]),
    );
  });

  it('accepts a leading + or - before digits (a phone number, a negative amount in a note)', () => {
    const row = [...good];
    row[9] = '-10% sconto';
    expect(readUploadRow(row, header).ok).toBe(true);
    row[9] = '-cmd';
    expect(readUploadRow(row, header).ok).toBe(false);
  });
});

describe('cells from a spreadsheet', () => {
  it('reads days from dates, Excel serials and text', () => {
    expect(cellDay(new Date(Date.UTC(2031, 5, 12)))).toBe('2031-06-12');
    expect(cellDay(47_646)).toBe('2030-06-12');
    expect(cellDay('2031-06-12')).toBe('2031-06-12');
    expect(cellDay('12.6.2031')).toBe('2031-06-12');
    expect(cellDay('2031-02-30')).toBeNull();
    expect(cellDay('tomorrow')).toBeNull();
  });

  it('reads times from dates, fractions of a day and text', () => {
    expect(cellTime(new Date(Date.UTC(1899, 11, 30, 14, 45)))).toBe('14:45');
    expect(cellTime(0.375)).toBe('09:00');
    expect(cellTime('8:05')).toBe('08:05');
    expect(cellTime('24:00')).toBeNull();
  });
});

describe('cellLanguage', () => {
  it('reads the code or the name in either language, any case; empty is not known', () => {
    expect(['it', 'IT', 'Italiano', ' italian ', 'ita'].map(cellLanguage)).toEqual([
      'it',
      'it',
      'it',
      'it',
      'it',
    ]);
    expect(['en', 'EN', 'English', 'inglese', 'eng'].map(cellLanguage)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
    expect(cellLanguage('')).toBeNull();
    expect(cellLanguage('  ')).toBeNull();
  });

  it('anything else is not a language', () => {
    expect(['de', 'it-IT', 'francese', '=1+1'].map(cellLanguage)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
