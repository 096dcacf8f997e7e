/** The screens a device account drives (docs/decisions/0008-device-accounts-land-on-their-screen.md). */
export type DeviceScreen = '/totem' | '/monitor';

import { DEVICE_KEYS } from '../state/device-keys.ts';

/** Local-storage key of the device screen this browser last showed. */
const LAST_DEVICE_SCREEN_KEY = DEVICE_KEYS.lastScreen;

export interface DeviceFacts {
  isAdmin: boolean;
  /** Roles held in any workshop. */
  roleCount: number;
  /** An administrator acting as the account keeps the staff pages and their banner to stop. */
  impersonating: boolean;
  totemCount: number;
  monitorCount: number;
  /** The device screen this browser last showed, if any. */
  lastScreen: DeviceScreen | null;
}

/**
 * Whether the account may be a device at all: admins, staff with a role and impersonated
 * accounts never are, so they need no look-up of device bindings.
 */
export function mayBeDevice(facts: Pick<DeviceFacts, 'isAdmin' | 'roleCount' | 'impersonating'>): boolean {
  return !facts.isAdmin && facts.roleCount === 0 && !facts.impersonating;
}

/**
 * Where a signed-in account belongs instead of the staff pages: its totem or monitor, or null
 * (staff, or an account with no role and no device, which keeps the "no roles" home). Bound to
 * both, the screen this browser last showed wins; never shown either, the totem.
 */
export function deviceScreenFor(facts: DeviceFacts): DeviceScreen | null {
  if (!mayBeDevice(facts)) return null;
  const totem = facts.totemCount > 0;
  const monitor = facts.monitorCount > 0;
  if (totem && monitor) return facts.lastScreen ?? '/totem';
  if (totem) return '/totem';
  if (monitor) return '/monitor';
  return null;
}

export function readLastDeviceScreen(): DeviceScreen | null {
  try {
    const value = localStorage.getItem(LAST_DEVICE_SCREEN_KEY);
    return value === '/totem' || value === '/monitor' ? value : null;
  } catch {
    return null;
  }
}

export function rememberDeviceScreen(screen: string): void {
  if (screen !== '/totem' && screen !== '/monitor') return;
  try {
    localStorage.setItem(LAST_DEVICE_SCREEN_KEY, screen);
  } catch {
    // Private mode or full storage: a device bound to both screens then lands on the totem.
  }
}
