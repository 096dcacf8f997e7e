import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './metrics-endpoint.ts';

describe('isPrivateAddress', () => {
  it('accepts loopback and private networks, IPv4-mapped included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '::1',
      '::ffff:10.0.0.7',
      'fd12::1',
      'fe80::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('refuses public addresses and anything that is not an address', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '193.168.1.1',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      'unknown',
      '',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
