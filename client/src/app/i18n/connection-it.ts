/** Texts of the live-connection banner (staff layout) and of the monitors' and totems' band. */
export const connectionIt = {
  lost: 'Connessione persa: i dati sullo schermo potrebbero non essere aggiornati. Riconnessione in corso…',
  reconnecting: 'Connessione persa: riconnessione in corso…',
};
