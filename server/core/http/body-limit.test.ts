import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { bodyRefusal, MAX_BODY_BYTES } from './body-limit.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('bodyRefusal', () => {
  it('lets a declared body up to the limit through', () => {
    expect(bodyRefusal(request({ 'content-length': String(MAX_BODY_BYTES) }))).toBeNull();
    expect(bodyRefusal(request({ 'content-length': '0' }))).toBeNull();
  });

  it('refuses a declared body over the limit with 413', () => {
    expect(bodyRefusal(request({ 'content-length': String(MAX_BODY_BYTES + 1) }))).toMatchObject({
      status: 413,
      code: 'REQUEST_ENTITY_TOO_LARGE',
    });
  });

  it('refuses a chunked body of undeclared length with 411', () => {
    expect(bodyRefusal(request({ 'transfer-encoding': 'chunked' }))).toMatchObject({
      status: 411,
      code: 'LENGTH_REQUIRED',
    });
  });

  it('lets a request without a body through (yoga answers it)', () => {
    expect(bodyRefusal(request({}))).toBeNull();
  });
});
