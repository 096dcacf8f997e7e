import type { staffAlertsIt } from './i18n.it.ts';

export const staffAlertsEn: typeof staffAlertsIt = {
  criticalThreshold: 'Vehicle {{plate}} has been waiting {{minutes}} minutes',
  globalWaitingTime: 'Average wait of {{minutes}} minutes for {{waiting}} customers in queue',
  acceptorInactivity: '{{acceptor}} at box {{box}} has called no customer for {{minutes}} minutes',
  screenOffline: 'Screen {{screen}} has not answered for {{minutes}} minutes',
  title: 'Alert',
  mute: 'Mute sound',
  unmute: 'Sound on',
};
