import type { homeIt } from './i18n.it.ts';

export const homeEn: typeof homeIt = {
  welcome: 'Welcome, {{name}}',
  rolesTitle: 'Your workshops and roles',
  noRoles: 'You do not hold a role in any workshop yet. Ask an administrator to assign one.',
  admin: 'You are an administrator: you can open every screen.',
  adminStart: 'To begin, create the workshops in Workshops and the users with their roles in Users.',
  news_one: 'Turno news (1)',
  news_other: 'Turno news ({{count}})',
};
