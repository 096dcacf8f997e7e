import { describe, expect, it } from 'vitest';
import { downloadName } from './upload-files.ts';

describe('downloadName', () => {
  it('prefers the UTF-8 name, then the plain one, then the spec default', () => {
    expect(downloadName(`attachment; filename="citt_.xlsx"; filename*=UTF-8''citt%C3%A0.xlsx`, 'u1')).toBe(
      'città.xlsx',
    );
    expect(downloadName('attachment; filename="list.csv"', 'u1')).toBe('list.csv');
    expect(downloadName(null, 'u1')).toBe('appointments_upload_u1.xlsx');
  });
});
