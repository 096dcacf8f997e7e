import type { screensIt } from './i18n.it.ts';

/** English texts of the screens list (/Schermi). */
export const screensEn: typeof screensIt = {
  intro:
    'The monitors and totems that have reported. A screen silent for the minutes set in the parameters shows as offline and alerts the chosen roles.',
  caption: 'The workshop’s screens',
  empty: 'No screen has reported yet.',
  columns: {
    screen: 'Screen',
    state: 'State',
    lastSeen: 'Last seen',
    version: 'Version',
    browser: 'Browser',
    actions: 'Actions',
  },
  kinds: { monitor: 'Monitor', totem: 'Totem' },
  states: { online: 'Online', offline: 'Offline' },
  outdated: 'Older version',
  device: 'Device {{id}}',
  forget: 'Forget',
  forgetNamed: 'Forget {{name}}',
  forgetTitle: 'Forget {{name}}?',
  forgetMessage:
    'The screen leaves the list and raises no more alerts. If it is switched on again, it comes back at its first report.',
  forgotten: '{{name}} forgotten.',
};
