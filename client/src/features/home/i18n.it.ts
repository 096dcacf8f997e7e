/** Texts of the home page (the acceptor view's own texts are under `acceptance`). */
export const homeIt = {
  welcome: 'Benvenuto, {{name}}',
  rolesTitle: 'Le tue officine e i tuoi ruoli',
  noRoles: 'Non hai ancora ruoli in nessuna officina. Chiedi a un amministratore di assegnarteli.',
  admin: 'Sei amministratore: puoi aprire tutte le schermate.',
  adminStart: 'Per cominciare crea le officine in Officine e gli utenti con i loro ruoli in Utenti.',
  news_one: 'Novità di Turno (1)',
  news_other: 'Novità di Turno ({{count}})',
};
