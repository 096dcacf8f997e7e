import { describe, expect, it } from 'vitest';
import { addressAllowed, guardedLookup } from './webhook-address.ts';

describe('the hosts a webhook may reach', () => {
  it.each([
    ['dms.example.com', true],
    ['192.168.1.20', true],
    ['10.0.0.5', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['8.8.8.8', true],
    ['169.254.169.254', false],
    ['[fe80::1]', false],
    ['0.0.0.0', false],
    ['[::]', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['[::ffff:169.254.169.254]', false],
  ])('%s → %s', (host, allowed) => {
    expect(addressAllowed(host)).toBe(allowed);
  });

  it('refuses a name at connection when it resolves to a refused address', async () => {
    const outcome = (host: string) =>
      new Promise<string>((resolve) =>
        guardedLookup(host, {}, (error, address) =>
          resolve(error ? ((error as { code?: string }).code ?? 'error') : String(address)),
        ),
      );
    expect(await outcome('localhost')).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await outcome('169.254.169.254')).toBe('EWEBHOOKADDRESS');
  });
});
