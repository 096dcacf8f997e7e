import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { webhooksEn } from '../../client/src/features/webhooks/i18n.en.ts';
import { webhooksIt } from '../../client/src/features/webhooks/i18n.it.ts';
import { chooseOption } from './acceptor-helpers.ts';
import { act, api, callIntoFreeBox, deskWalkIn, MILANO, staffPage, uniquePlate } from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * /Webhook (docs/integrations.md, "Webhooks"): an admin registers a receiver on loopback, sees the
 * signing secret once, a walk-in's visit arrives signed, the delivery log shows it, and a replay
 * sends one event again with the same webhook-id.
 */
const TEXTS = { it: webhooksIt, en: webhooksEn } as const;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A dealer's system on loopback: records every request and answers 204. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turno`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

for (const [lng, scheme] of [
  ['it', 'light'],
  ['en', 'dark'],
] as const) {
  test(`${lng}, ${scheme}: an admin registers an endpoint, reads a visit's deliveries and replays one`, async ({
    browser,
  }) => {
    const text = TEXTS[lng];
    const receiver = await startReceiver();
    const name = `DMS ${lng} ${Date.now() % 100_000}`;
    const admin = await staffPage(browser, 'admin');
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.emulateMedia({ colorScheme: scheme });
    await admin.goto(`/Webhook?lng=${lng}`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await chooseOption(admin, 'workshop-select', MILANO);
    await expect(admin.getByTestId('webhooks-card')).toBeVisible();

    await admin.getByTestId('webhook-new').click();
    const form = admin.getByTestId('webhook-form');
    // An address the form refuses without asking the server.
    await admin.getByTestId('webhook-url').fill('ftp://dms.example.com/');
    await admin.getByTestId('webhook-form-save').click();
    await expect(form.getByText(/http:\/\/ (o|or) https:\/\//).first()).toBeVisible();
    await admin.getByTestId('webhook-url').fill(receiver.url);
    await admin.getByTestId('webhook-description').fill(name);
    // Every event is offered and chosen; the no-show is left out.
    await admin.getByTestId('webhook-event-appointment.no_show').click();
    await admin.getByTestId('webhook-form-save').click();

    const secretDialog = admin.getByTestId('webhook-secret-dialog');
    await expect(secretDialog).toContainText(text.secretWarning);
    const secret = await admin.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await admin.getByTestId('webhook-secret-done').click();
    await expect(secretDialog).toBeHidden();
    // Shown once: nowhere on the page any more.
    await expect(admin.locator('body')).not.toContainText(secret.slice(6));
    const row = admin.getByTestId(`webhook-row-${name}`);
    await expect(row).toContainText(text.events.checkedIn);
    await expect(row).toContainText(text.enabled);

    // A walk-in's visit at the desk, up to the job's end.
    const acceptor = await staffPage(browser, 'acceptor1');
    const { profile } = await api<{ profile: { roles: { workshopID: string; workshopName: string }[] } }>(
      acceptor,
      '{ profile { roles { workshopID workshopName } } }',
    );
    const workshopID = profile.roles.find((role) => role.workshopName === MILANO)!.workshopID;
    const { queues } = await api<{ queues: { queueID: string; name: string }[] }>(
      acceptor,
      'query ($w: ID!) { queues(workshopID: $w) { queueID name } }',
      { w: workshopID },
    );
    const plate = uniquePlate('WH');
    const appointmentID = await deskWalkIn(
      acceptor,
      workshopID,
      queues.find((q) => q.name === 'Pneumatici')!.queueID,
      plate,
    );
    await callIntoFreeBox(acceptor, workshopID, appointmentID);
    await act(acceptor, 'jobStart', appointmentID);
    await act(acceptor, 'jobEnd', appointmentID);
    const types = [
      'appointment.checked_in',
      'appointment.called',
      'appointment.job_started',
      'appointment.job_ended',
    ];
    const mine = () => receiver.received.filter((request) => request.body.includes(appointmentID));
    await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(4);
    const wh = new Webhook(secret);
    const verified = mine().map(
      (request) =>
        wh.verify(
          request.body,
          Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        ) as { type: string },
    );
    expect(verified.map((event) => event.type)).toEqual(types);

    // The delivery log, newest first.
    await admin.getByTestId(`webhook-deliveries-${name}`).click();
    const log = admin.getByTestId('webhook-deliveries');
    await expect(log).toBeVisible();
    await expect(log.getByTestId('webhook-delivery-appointment.job_ended')).toContainText(
      text.status.delivered,
    );
    await expect(log.getByTestId('webhook-delivery-appointment.checked_in')).toContainText('204');
    // The refresh reads the list again too: the endpoint's last delivery.
    await admin.getByTestId('webhook-deliveries-refresh').click();
    await expect(row).toContainText(text.lastDelivered.split(' {{')[0] ?? '');

    // Replay the check-in: the receiver gets it again with the same webhook-id.
    const checkInID = mine()[0]?.headers['webhook-id'];
    await log.getByTestId('webhook-replay-appointment.checked_in').click();
    await expect(admin.locator('[data-sonner-toast]').getByText(text.replayed)).toBeVisible();
    await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(5);
    expect(mine()[4]?.headers['webhook-id']).toBe(checkInID);
    await admin.getByTestId('webhook-deliveries-refresh').click();
    await expect(
      log.getByTestId('webhook-delivery-appointment.checked_in').getByRole('cell').nth(2),
    ).toHaveText('2');

    // Delete, with confirmation: nothing more is sent to it.
    await admin.getByTestId(`webhook-delete-${name}`).click();
    const confirm = admin.getByTestId('webhook-confirm-dialog');
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: text.delete }).click();
    await expect(admin.locator('[data-sonner-toast]').getByText(text.deleted)).toBeVisible();
    await expect(admin.getByTestId(`webhook-row-${name}`)).toHaveCount(0);

    await receiver.close();
    await admin.context().close();
    await acceptor.context().close();
  });
}
