/** Texts of the home page (the acceptor view's own texts are under `acceptance`). */
export const homeIt = {
  welcome: 'Benvenuto, {{name}}',
  rolesTitle: 'Le tue officine e i tuoi ruoli',
  noRoles: 'Non hai ancora ruoli in nessuna officina. Chiedi a un amministratore di assegnarteli.',
  admin: 'Sei amministratore: puoi aprire tutte le schermate.',
};
