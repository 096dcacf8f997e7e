/** Testi italiani della schermata degli schermi (/Schermi). */
export const screensIt = {
  intro:
    'I monitor e i totem che hanno dato segni di vita. Uno schermo che tace per i minuti scelti nei parametri risulta non in linea e avvisa i ruoli scelti.',
  caption: 'Gli schermi dell’officina',
  empty: 'Nessuno schermo ha ancora dato segni di vita.',
  columns: {
    screen: 'Schermo',
    state: 'Stato',
    lastSeen: 'Ultimo segnale',
    version: 'Versione',
    browser: 'Browser',
    actions: 'Azioni',
  },
  kinds: { monitor: 'Monitor', totem: 'Totem' },
  states: { online: 'In linea', offline: 'Non in linea' },
  outdated: 'Versione precedente',
  device: 'Dispositivo {{id}}',
  forget: 'Dimentica',
  forgetNamed: 'Dimentica {{name}}',
  forgetTitle: 'Dimenticare {{name}}?',
  forgetMessage: 'Lo schermo esce dall’elenco e non avvisa più. Se si riaccende, ricompare al primo segnale.',
  forgotten: '{{name}} dimenticato.',
};
