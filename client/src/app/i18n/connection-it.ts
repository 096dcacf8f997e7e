/** Texts of the live-connection banner (staff layout). */
export const connectionIt = {
  lost: 'Connessione persa: i dati sullo schermo potrebbero non essere aggiornati. Riconnessione in corso…',
};
