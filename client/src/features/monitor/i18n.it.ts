/** Texts of the waiting-room monitor (`/monitor`). */
export const monitorIt = {
  title: 'Monitor sala d’attesa',
  chooseTitle: 'Quale monitor è questo schermo?',
  chooseDescription: 'La scelta resta memorizzata su questo dispositivo.',
  noMonitor: 'Nessun monitor è collegato a questo account. Chiedi all’amministratore di assegnarlo.',
  changeMonitor: 'Cambia monitor',
  nowCalling: 'Ultima chiamata',
  plate: 'Targa',
  goToBox: 'Recarsi al',
  recentCalls: 'Chiamate precedenti',
  noCalls: 'Nessuna chiamata per ora. Quando sarà il suo turno, la targa comparirà qui.',
  soundOn: 'Audio attivo',
  soundOff: 'Audio disattivato',
  enableSound: 'Attiva l’audio delle chiamate',
  announcement: 'Targa {{plate}}, recarsi al {{box}}',
  loadError: 'Impossibile caricare il monitor.',
  retry: 'Riprova',
};
