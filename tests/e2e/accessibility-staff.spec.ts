import type { Page } from '@playwright/test';
import { STAFF_ROUTES } from '../../shared/auth/routes.ts';
import {
  type Extra,
  expectNoProblems,
  invalidIn,
  LANGUAGES,
  languagePage,
  type Screen,
  sweep,
} from './accessibility-sweep.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// WCAG 2.1 A/AA over every staff route, in Italian and English, light and dark, with each main
// screen's main dialogs open. The workshop routes as the demo workshop manager (an administrator
// without roles has no workshop to show), the installation-wide ones as the administrator.

/** The first row button of the day's agenda whose test id starts with `prefix` (it names the plate). */
const agendaRow = (prefix: string) => (page: Page) =>
  page.getByTestId('agenda-day').locator(`[data-testid^="${prefix}"]`);
const modal = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

/** A dialog or menu: opened, checked, closed with Escape. */
const escapeDialog = (name: string, press: Extra['press'], ready: Extra['ready']): Extra => ({
  name,
  press,
  ready,
  escape: true,
});

const MANAGER: Screen[] = [
  {
    path: '/',
    ready: 'manager-dashboard',
    extras: [{ name: 'sidebar', press: ['sidebar-toggle'], ready: 'sidebar' }],
  },
  { path: '/Accettatore', ready: 'my-box-card' },
  { path: '/BoxAcceptance', ready: 'finishing-card' },
  {
    path: '/Checkin',
    ready: 'walk-in-form',
    extras: [
      { name: 'walk-in form with errors', press: ['walk-in-submit'], ready: invalidIn('walk-in-form') },
    ],
  },
  { path: '/Processings', ready: 'processings-list' },
  {
    path: '/Processings/:processingID',
    via: (page) => page.getByTestId('processings-list').locator('a'),
    ready: 'processing-customer',
    extras: [
      escapeDialog(
        'action confirmation',
        [(page) => page.getByTestId('customer-actions').locator('button:not([disabled])')],
        modal,
      ),
      escapeDialog('annotation', ['action-annotation'], modal),
    ],
  },
  // After the detail: a screen reached "via" a link is opened from the screen before it.
  { path: '/Tabellone-box', ready: 'bay-board-table' },
  { path: '/Historical', ready: 'historical-list' },
  {
    path: '/Historical/:appointmentID',
    via: (page) => page.getByTestId('historical-list').locator('a'),
    ready: 'history-card',
  },
  {
    path: '/Agenda',
    ready: 'agenda-day',
    extras: [
      escapeDialog('new booking', ['agenda-new'], 'booking-form'),
      escapeDialog('edit booking', [agendaRow('edit-')], 'booking-form'),
      escapeDialog('delete booking', [agendaRow('delete-')], 'dialog-deleteAppointment'),
      { name: 'week', press: ['agenda-view-week'], ready: 'agenda-week' },
    ],
  },
  { path: '/Agenda-ritiri', ready: 'pickup-schedule' },
  { path: '/Anomalie', ready: 'anomalies-card' },
  { path: '/Attesa-Ricambi', ready: 'spare-parts-list-card' },
  { path: '/VehicleStillInWorkshop', ready: 'in-workshop-list-card' },
  {
    path: '/Azioni',
    ready: 'follow-ups-card',
    extras: [escapeDialog('record', ['follow-up-record'], 'follow-up-form')],
  },
  { path: '/Messaggi', ready: 'outbox-list' },
  { path: '/DailyRecap', ready: 'daily-recap' },
  {
    path: '/Statistics',
    ready: 'statistics',
    extras: [escapeDialog('export menu', ['statistics-export'], (page) => page.getByRole('menu'))],
  },
  { path: '/Logs', ready: 'logs-count' },
  { path: '/Gestione-Upload', ready: 'uploads-choose' },
  { path: '/Gestione-Parametri', ready: 'parameters-form' },
  { path: '/Schermi', ready: 'screens-list' },
  {
    path: '/Gestione-Box',
    ready: 'boxes-table',
    extras: [
      escapeDialog('new group', ['new-group'], 'group-form'),
      escapeDialog('new queue', [(page) => page.locator('[data-testid^="new-queue-"]')], 'queue-form'),
      escapeDialog('new box', ['new-box'], 'box-form'),
    ],
  },
  {
    path: '/Gestione-Monitor',
    ready: 'monitors-table',
    extras: [escapeDialog('new monitor', ['new-monitor'], 'monitor-form')],
  },
  {
    path: '/Gestione-Totem',
    ready: 'totems-table',
    extras: [escapeDialog('new totem', ['new-totem'], 'totem-form')],
  },
  { path: '/Gestione-Slogan', ready: 'slogans-table' },
  { path: '/Gestione-Slogan/nuovo', ready: 'slogan-form' },
  {
    path: '/ExitInterview',
    ready: 'survey-list',
    extras: [escapeDialog('new question', ['survey-add'], 'question-form')],
  },
  // A route the manager's role does not open.
  { path: '/Utenti', ready: 'forbidden' },
];

const ADMIN: Screen[] = [
  { path: '/', ready: 'home-welcome' },
  {
    path: '/Utenti',
    ready: 'users-table',
    extras: [
      escapeDialog('new user', ['user-add'], 'user-form'),
      {
        ...escapeDialog('actions menu', ['user-actions-manager'], 'user-actions-manager-edit'),
        // Found by name, whatever page of the list other tests' new users push it to.
        fill: { 'users-search': 'manager' },
      },
      escapeDialog('edit user', ['user-actions-manager', 'user-actions-manager-edit'], 'user-form'),
      escapeDialog(
        'delete user',
        ['user-actions-manager', 'user-actions-manager-delete'],
        'user-delete-confirm',
      ),
    ],
  },
  {
    path: '/Officine',
    ready: 'workshops-table',
    extras: [escapeDialog('new workshop', ['workshop-add'], 'workshop-form')],
  },
  {
    path: '/OfficineDettaglio/:workshopID',
    via: (page) => page.getByTestId('workshops-table').locator('a'),
    ready: 'workshop-users-by-role',
    extras: [escapeDialog('edit workshop', ['workshop-edit'], 'workshop-form')],
  },
  {
    path: '/Veicoli',
    ready: 'brands-table',
    extras: [escapeDialog('new brand', ['brand-new'], 'brand-form')],
  },
  { path: '/Modelli', ready: 'models-table' },
  { path: '/Motivi-Rifiuto', ready: 'reject-reasons-table' },
  { path: '/Mittenti-Sms', ready: 'sms-senders-table' },
  {
    path: '/News',
    ready: 'news-table',
    extras: [escapeDialog('new item', ['news-new'], 'news-form')],
  },
  { path: '/Privacy-Clienti', ready: 'customer-search' },
  {
    path: '/Chiavi-API',
    ready: 'api-keys-card',
    extras: [escapeDialog('new key', ['api-key-new'], 'api-key-form')],
  },
  {
    path: '/Webhook',
    ready: 'webhooks-card',
    extras: [escapeDialog('new endpoint', ['webhook-new'], 'webhook-form')],
  },
  { path: '/testvoice', ready: 'test-voice-screen' },
  { path: '/Calendario', ready: 'calendar-feed-card' },
  { path: '/no-such-page', ready: 'not-found' },
];

for (const language of LANGUAGES) {
  test(`staff screens have no WCAG 2.1 AA violations, ${language}, light and dark`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await languagePage(browser, language);
    await signInAs(page, 'manager');
    const problems = await sweep(page, MANAGER, language);
    await page.getByTestId('sign-out').click();
    await signInAs(page, 'admin');
    problems.push(...(await sweep(page, ADMIN, language)));
    expectNoProblems(problems);
  });
}

test('the sweep lists every staff route', () => {
  const swept = new Set([...MANAGER, ...ADMIN].map((screen) => screen.path));
  // The slogan editor is swept on its "new" page, the same screen as an existing slogan's.
  swept.add('/Gestione-Slogan/:sloganID');
  expect(STAFF_ROUTES.map((route) => route.path).filter((path) => !swept.has(path))).toEqual([]);
});
