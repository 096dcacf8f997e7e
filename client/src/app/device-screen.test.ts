import { describe, expect, it } from 'vitest';
import { type DeviceFacts, deviceScreenFor, mayBeDevice } from './device-screen.ts';

const device: DeviceFacts = {
  isAdmin: false,
  roleCount: 0,
  impersonating: false,
  totemCount: 0,
  monitorCount: 0,
  lastScreen: null,
};

describe('deviceScreenFor', () => {
  it('sends a totem account to /totem and a monitor account to /monitor', () => {
    expect(deviceScreenFor({ ...device, totemCount: 2 })).toBe('/totem');
    expect(deviceScreenFor({ ...device, monitorCount: 1 })).toBe('/monitor');
  });

  it('keeps the staff pages for an account with no role and no device', () => {
    expect(deviceScreenFor(device)).toBeNull();
  });

  it('keeps the staff pages for admins, staff with a role and impersonation', () => {
    expect(deviceScreenFor({ ...device, totemCount: 1, isAdmin: true })).toBeNull();
    expect(deviceScreenFor({ ...device, totemCount: 1, roleCount: 1 })).toBeNull();
    expect(deviceScreenFor({ ...device, monitorCount: 1, impersonating: true })).toBeNull();
    expect(mayBeDevice({ isAdmin: false, roleCount: 1, impersonating: false })).toBe(false);
  });

  it('bound to both: the screen this browser last showed, else the totem', () => {
    const both = { ...device, totemCount: 1, monitorCount: 1 };
    expect(deviceScreenFor(both)).toBe('/totem');
    expect(deviceScreenFor({ ...both, lastScreen: '/monitor' })).toBe('/monitor');
    expect(deviceScreenFor({ ...both, lastScreen: '/totem' })).toBe('/totem');
  });

  it('ignores a remembered screen the account is no longer bound to', () => {
    expect(deviceScreenFor({ ...device, totemCount: 1, lastScreen: '/monitor' })).toBe('/totem');
  });
});
