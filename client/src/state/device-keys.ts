/**
 * The local-storage keys that make a browser one particular unattended screen: which monitor or
 * totem it shows, its id in the screens list (docs/operations.md "Unattended screens"), its sound
 * choice. A new version's reload keeps them (app/version-check-runner.ts): a TV that updates itself
 * at night comes back on its own screen, not on the picker.
 */
export const DEVICE_KEYS = {
  monitorChoice: 'turno.monitorID',
  totemChoice: 'turno.totemID',
  lastScreen: 'turno.deviceScreen',
  deviceID: 'turno.deviceID',
  monitorSound: 'turno.monitorSound',
} as const;
