export const staffAlertsIt = {
  criticalThreshold: 'Il veicolo {{plate}} attende da {{minutes}} minuti',
  globalWaitingTime: 'Attesa media di {{minutes}} minuti per {{waiting}} clienti in coda',
  acceptorInactivity: '{{acceptor}} al box {{box}} non chiama clienti da {{minutes}} minuti',
  screenOffline: 'Lo schermo {{screen}} non risponde da {{minutes}} minuti',
  title: 'Avviso',
  mute: 'Disattiva suono',
  unmute: 'Attiva suono',
};
