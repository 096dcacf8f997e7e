import { describe, expect, it } from 'vitest';
import { uploadColumnsOf } from './upload-format.ts';
import { mapHeader } from './upload-rows.ts';

describe('uploadColumnsOf', () => {
  it('lists the required columns first, in the asked language', () => {
    const columns = uploadColumnsOf(null, 'it');
    expect(columns.filter((c) => c.required).map((c) => c.name)).toEqual([
      'Targa',
      'Nome',
      'Cellulare',
      'Marca',
      'Modello',
      'Data',
      'Ora',
    ]);
    expect(columns.findIndex((c) => !c.required)).toBe(7);
    expect(uploadColumnsOf(null, 'en')[0]).toMatchObject({ field: 'licensePlate', name: 'Plate' });
  });

  it('gives the queue header the workshop set, Coda and Queue otherwise', () => {
    expect(uploadColumnsOf(' Reparto ', 'it').find((c) => c.field === 'queue')?.headers).toEqual(['Reparto']);
    expect(uploadColumnsOf('', 'en').find((c) => c.field === 'queue')?.headers).toEqual(['coda', 'queue']);
  });

  it('names headers the reader really finds', () => {
    const columns = uploadColumnsOf('Reparto', 'it');
    const header = columns.map((column) => column.headers.at(-1) ?? '');
    expect(mapHeader(header, 'Reparto')).toEqual({
      columns: Object.fromEntries(columns.map((column, index) => [column.field, index])),
      missing: [],
    });
  });
});
