import { describe, expect, it } from 'vitest';
import { loggablePath } from './request-log.ts';

describe('loggablePath', () => {
  it('hides every parameter after the first segment and drops the query string', () => {
    expect(loggablePath('/tracking/Xk3_9aQwErTyUiOpAsDfGh?lng=en')).toBe('/tracking/:param');
    expect(loggablePath('/survey/abcDEF123-_xyz')).toBe('/survey/:param');
    expect(loggablePath('/api/files/appointmentsUploadFile/0b7c1f6e-9a4d-4c1e-8f3a-2b6d7e8f9a01')).toBe(
      '/api/files/appointmentsUploadFile/:param',
    );
    expect(loggablePath('/Processings/42')).toBe('/Processings/:param');
  });

  it('keeps route words, the GraphQL endpoint and built files', () => {
    expect(loggablePath('/graphql')).toBe('/graphql');
    expect(loggablePath('/api/sms/delivery-report/http')).toBe('/api/sms/delivery-report/http');
    expect(loggablePath('/assets/index-Zua5JTE7.js')).toBe('/assets/index-Zua5JTE7.js');
    expect(loggablePath('/')).toBe('/');
  });
});
