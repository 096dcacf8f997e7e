import type { monitorIt } from './i18n.it.ts';

export const monitorEn: typeof monitorIt = {
  title: 'Waiting-room monitor',
  chooseTitle: 'Which monitor is this screen?',
  chooseDescription: 'The choice is remembered on this device.',
  noMonitor: 'No monitor is linked to this account. Ask the administrator to assign one.',
  changeMonitor: 'Change monitor',
  nowCalling: 'Now calling',
  plate: 'Plate',
  goToBox: 'Please go to',
  recentCalls: 'Previous calls',
  noCalls: 'No calls yet. When it is your turn, your plate will appear here.',
  soundOn: 'Sound on',
  soundOff: 'Sound off',
  enableSound: 'Turn on call sounds',
  announcement: 'Plate {{plate}}, please go to {{box}}',
  loadError: 'The monitor could not be loaded.',
  retry: 'Try again',
};
