import type { Browser, Page } from '@playwright/test';
import {
  api,
  callIntoFreeBox,
  deskWalkIn,
  MILANO,
  SHOTS,
  staffPage,
  throughTheJob,
  uniquePlate,
} from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * A manager announces a delay from the home screen and an open tracking page shows it without a
 * reload; the "you are next" SMS of a customer who moves up is in the outbox (decision 0027).
 */

async function milano(page: Page) {
  const { profile } = await api<{ profile: { roles: { workshopID: string; workshopName: string }[] } }>(
    page,
    '{ profile { roles { workshopID workshopName } } }',
  );
  const workshopID = profile.roles.find((role) => role.workshopName === MILANO)!.workshopID;
  const groups = await api<{ queueGroups: { queueGroupID: string; name: string }[] }>(
    page,
    'query ($workshopID: ID!) { queueGroups(workshopID: $workshopID) { queueGroupID name } }',
    { workshopID },
  );
  // The group of the default queue, which the home screen shows first.
  const group = groups.queueGroups.find((g) => g.name === 'Officina') ?? groups.queueGroups[0]!;
  return { workshopID, queueGroupID: group.queueGroupID };
}

/** A queue of its own in Milano's workshop group, so the test controls who waits in it. */
async function newQueue(page: Page, queueGroupID: string, name: string) {
  const data = await api<{ createQueue: { queue: { queueID: string } } }>(
    page,
    'mutation ($input: CreateQueueInput!) { createQueue(input: $input) { queue { queueID } formErrors { field } } }',
    { input: { queueGroupID, name } },
  );
  return data.createQueue.queue.queueID;
}

async function trackingCode(page: Page, appointmentID: string) {
  const data = await api<{ appointment: { trackingCode: string } }>(
    page,
    'query ($id: ID!) { appointment(appointmentID: $id) { trackingCode } }',
    { id: appointmentID },
  );
  return data.appointment.trackingCode;
}

async function phone(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a manager announces a delay and the open tracking page shows it live, then clears it', async ({
  browser,
}) => {
  const owner = await staffPage(browser, 'owner');
  const { workshopID, queueGroupID } = await milano(owner);
  const queueName = `Ritardi ${uniquePlate('Q')}`;
  const queueID = await newQueue(owner, queueGroupID, queueName);
  const id = await deskWalkIn(owner, workshopID, queueID, uniquePlate('DL'));
  const customer = await phone(browser, `/tracking/${await trackingCode(owner, id)}`);
  await expect(customer.getByTestId('tracking-status')).toHaveAttribute('data-phase', 'waiting');
  await expect(customer.getByTestId('tracking-delay')).toHaveCount(0);

  await owner.goto('/');
  const section = owner.getByTestId(`queue-${queueName}`);
  await section.getByTestId('delay-announce').click();
  const dialog = owner.getByTestId('delay-form');
  await expect(dialog).toBeVisible();
  await expect(owner.getByTestId('delay-audience')).toContainText('1 cliente');
  await owner.getByTestId('delay-minutes').fill('20');
  await owner.getByTestId('delay-text').fill('Ponte sollevatore in manutenzione');
  await expect(owner.getByTestId('delay-preview')).toContainText('circa 20 minuti in più');
  await dialog.screenshot({ path: `${SHOTS}/delay-dialog-it-light.png` });
  await owner.getByTestId('delay-form-send').click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByTestId('delay-notice-current')).toContainText('20');

  const banner = customer.getByTestId('tracking-delay');
  await expect(banner).toContainText('20');
  await expect(banner).toContainText('Ponte sollevatore in manutenzione');
  await customer.screenshot({ path: `${SHOTS}/tracking-delay-it-light.png` });
  // The same banner after a reload, in English and dark, as a customer's phone may be set.
  await customer.emulateMedia({ colorScheme: 'dark' });
  await customer.goto(`${customer.url().split('?')[0]}?lng=en`);
  await expect(banner).toContainText('20');
  await customer.screenshot({ path: `${SHOTS}/tracking-delay-en-dark.png` });

  await section.getByTestId('delay-clear').click();
  await expect(section.getByTestId('delay-notice-current')).toHaveCount(0);
  await expect(customer.getByTestId('tracking-delay')).toHaveCount(0);
});

test('a customer who moves up to the workshop’s position gets the "you are next" SMS once', async ({
  browser,
}) => {
  const owner = await staffPage(browser, 'owner');
  const { workshopID, queueGroupID } = await milano(owner);
  const setPosition = (youAreNextPosition: number) =>
    api(
      owner,
      'mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field } } }',
      { input: { workshopID, youAreNextPosition } },
    );
  await setPosition(1);
  let called: string | undefined;
  try {
    const queueID = await newQueue(owner, queueGroupID, `Prossimo ${uniquePlate('Q')}`);
    const first = await deskWalkIn(owner, workshopID, queueID, uniquePlate('YN'));
    const second = await deskWalkIn(owner, workshopID, queueID, uniquePlate('YN'));
    await callIntoFreeBox(owner, workshopID, first);
    called = first;
    const outbox = await api<{ outboxMessages: { nodes: { appointmentID: string; body: string }[] } }>(
      owner,
      'query ($filter: OutboxFilter!) { outboxMessages(filter: $filter, first: 50) { nodes { appointmentID body } } }',
      { filter: { workshopID, kind: 'youAreNextSms' } },
    );
    const mine = outbox.outboxMessages.nodes.filter((m) => m.appointmentID === second);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('/tracking/');
    expect(outbox.outboxMessages.nodes.filter((m) => m.appointmentID === first)).toHaveLength(0);
  } finally {
    await setPosition(0);
    // The demo has four boxes for every test of the run: the job ends and the box is free again.
    if (called) await throughTheJob(owner, called);
  }
});
