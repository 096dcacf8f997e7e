import type { Page } from '@playwright/test';
import { apiDesk } from './acceptor-helpers.ts';
import {
  expectNoProblems,
  invalidIn,
  LANGUAGES,
  languagePage,
  type Problem,
  type Screen,
  sweep,
} from './accessibility-sweep.ts';
import { MILANO, signInDevice } from './customer-helpers.ts';
import { surveyLinkFor } from './survey-helpers.ts';
import { test } from './test.ts';

// WCAG 2.1 A/AA over the screens reached without a staff account, in Italian and English, light
// and dark: sign-in and its public forms, the customer's tracking and pickup pages (with live demo
// codes), the exit-interview page, the crash page, and the monitor and totem signed in as their device accounts.

/**
 * Tracking codes of two demo visits of the manager's workshop (one waiting, one ready for pickup),
 * and the ready one's plate, for the totem's "collect my vehicle".
 */
async function demoCodes() {
  const manager = await apiDesk('manager');
  const visitIn = async (statusCodes: number[]) => {
    const reply = await manager.gql<{
      appointments: { nodes: { trackingCode: string; licensePlate: string }[] };
    }>(
      'query ($filter: AppointmentFilter!) { appointments(filter: $filter, first: 50) { nodes { trackingCode licensePlate } } }',
      { filter: { workshopID: manager.workshopID, statusCodes } },
    );
    const visit = reply.appointments.nodes[0];
    if (!visit) throw new Error(`no demo visit in status ${statusCodes.join(',')}`);
    return visit;
  };
  const ready = await visitIn([7, 8, 9]);
  const codes = {
    waiting: (await visitIn([2, 3])).trackingCode,
    ready: ready.trackingCode,
    readyPlate: ready.licensePlate,
    // Viewing the exit interview does not use its link up: the sweep never sends it.
    survey: (await surveyLinkFor(manager)).path,
  };
  await manager.api.dispose();
  return codes;
}

/** The pickup page's own content: the slot picker, or the booking already made. */
const withdrawal = (page: Page) =>
  page.locator('[data-testid="withdrawal-picker"], [data-testid="withdrawal-booked"]');

function publicScreens(codes: { waiting: string; ready: string; survey: string }): Screen[] {
  return [
    {
      path: '/signin',
      ready: 'signin-form',
      extras: [{ name: 'errors', press: ['signin-submit'], ready: invalidIn('signin-form') }],
    },
    {
      path: '/password-recovery',
      ready: 'password-recovery-form',
      extras: [
        { name: 'errors', press: ['password-recovery-submit'], ready: invalidIn('password-recovery-form') },
      ],
    },
    { path: '/password-reset', ready: 'password-reset-invalid-link' },
    {
      path: '/password-reset?userId=1&code=demo',
      ready: 'password-reset-form',
      extras: [{ name: 'errors', press: ['password-reset-submit'], ready: invalidIn('password-reset-form') }],
    },
    {
      path: '/customer-support',
      ready: 'customer-support-form',
      extras: [
        { name: 'errors', press: ['customer-support-submit'], ready: invalidIn('customer-support-form') },
      ],
    },
    {
      path: '/mobile-tracking',
      ready: 'mobile-tracking-tour',
      extras: [{ name: 'form', press: ['tour-skip'], ready: 'mobile-tracking-form' }],
    },
    { path: `/tracking/${codes.waiting}`, ready: 'tracking-timeline' },
    { path: '/tracking/AAAAAAAAAAAAAAAAAAAAAA', ready: 'tracking-not-found' },
    { path: `/withdraw/${codes.waiting}`, ready: 'withdrawal-not-ready' },
    { path: `/withdraw/${codes.ready}`, ready: withdrawal },
    { path: '/withdraw-appointment', ready: withdrawal },
    { path: '/withdraw-modify', ready: withdrawal },
    { path: `/mobile-tracking?code=${codes.ready}`, ready: 'mobile-tracking-pickup' },
    { path: '/payment-info', ready: 'payment-info-rules' },
    {
      path: codes.survey,
      ready: 'survey-form',
      extras: [
        { name: 'errors', press: ['survey-submit'], ready: invalidIn('survey-form') },
        {
          name: 'privacy notice',
          press: ['privacy-notice-open'],
          ready: 'privacy-notice-text',
          escape: true,
        },
      ],
    },
    { path: '/survey/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', ready: 'survey-invalid' },
    { path: '/__crash', ready: 'error-page' },
  ];
}

const MONITOR: Screen[] = [
  {
    path: '/monitor',
    ready: 'monitor-picker',
    extras: [
      {
        name: 'board',
        press: [(page) => page.getByTestId('monitor-picker-option').filter({ hasText: MILANO })],
        ready: 'monitor-board',
      },
    ],
  },
];

function totemScreens(readyPlate: string): Screen[] {
  return [
    {
      path: '/totem',
      ready: 'totem-picker',
      extras: [
        {
          name: 'start',
          press: [(page) => page.getByTestId('totem-picker-option').filter({ hasText: MILANO })],
          ready: 'totem-have-appointment',
        },
        { name: 'search', press: ['totem-have-appointment'], ready: 'totem-search-submit' },
        {
          name: 'no booking',
          fill: { 'totem-search-input': 'ZZ000ZZ' },
          press: ['totem-search-submit'],
          ready: 'totem-no-booking',
        },
        {
          name: 'vehicle search',
          press: ['totem-back-to-start', 'totem-collect-vehicle'],
          ready: 'totem-search-submit',
        },
        {
          name: 'no vehicle',
          fill: { 'totem-search-input': 'ZZ000ZZ' },
          press: ['totem-search-submit'],
          ready: 'totem-no-vehicle',
        },
        { name: 'vehicle search again', press: ['totem-search-again'], ready: 'totem-search-submit' },
        {
          name: 'vehicle ready',
          fill: { 'totem-search-input': readyPlate },
          press: ['totem-search-submit'],
          ready: 'totem-vehicle-ready',
        },
        {
          name: 'queues',
          // From the vehicle back to its search, back to the start, then the other way in.
          press: [back, back, 'totem-no-appointment'],
          ready: 'totem-queue',
        },
        { name: 'walk-in form', press: ['totem-queue'], ready: 'totem-walk-in-form' },
        { name: 'walk-in errors', press: ['totem-walk-in-submit'], ready: invalidIn('totem-walk-in-form') },
        {
          name: 'privacy notice',
          press: ['privacy-notice-open'],
          ready: 'privacy-notice-text',
          escape: true,
        },
      ],
    },
  ];
}

/** The totem's quiet "Back" button, in either language. */
const back = (page: Page) => page.getByRole('button', { name: /^(Indietro|Back)$/ });

for (const language of LANGUAGES) {
  test(`public and device screens have no WCAG 2.1 AA violations, ${language}, light and dark`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const codes = await demoCodes();
    const problems: Problem[] = [];

    const phone = await languagePage(browser, language, { viewport: { width: 390, height: 844 } });
    problems.push(...(await sweep(phone, publicScreens(codes), language)));

    const monitor = await languagePage(browser, language, { viewport: { width: 1920, height: 1080 } });
    await signInDevice(monitor, '/monitor', 'monitor');
    problems.push(...(await sweep(monitor, MONITOR, language)));

    const totem = await languagePage(browser, language, { viewport: { width: 1080, height: 1920 } });
    await signInDevice(totem, '/totem', 'totem');
    problems.push(...(await sweep(totem, totemScreens(codes.readyPlate), language)));

    expectNoProblems(problems);
  });
}
