import { mkdirSync } from 'node:fs';
import { apiDesk, chooseOption, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { DESK_VIEWPORT, signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// Messaggi: a manager finds a message kept in the outbox (the e2e server has no SMS provider, so a
// walk-in's welcome SMS stays there), filters by status, sends it again and sees it queued; after
// a reload the sender has kept it in the outbox again.

const OUT = '/tmp/outbox-shots';

async function keptWelcomeSms() {
  const hostess = await apiDesk('hostess');
  const appointmentID = await registerWalkIn(hostess, 'Revisione', uniquePlate('M'));
  const owner = await apiDesk('owner');
  await expect
    .poll(async () => {
      const reply = await owner.gql<{
        outboxMessages: { nodes: { outboxMessageID: string; appointmentID: string | null }[] };
      }>(
        'query ($filter: OutboxFilter!) { outboxMessages(filter: $filter, first: 20) { nodes { outboxMessageID appointmentID } } }',
        { filter: { workshopID: owner.workshopID, statuses: ['outbox'] } },
      );
      return (
        reply.outboxMessages.nodes.find((n) => n.appointmentID === appointmentID)?.outboxMessageID ?? null
      );
    })
    .not.toBeNull();
  const reply = await owner.gql<{
    outboxMessages: { nodes: { outboxMessageID: string; appointmentID: string | null }[] };
  }>(
    'query ($filter: OutboxFilter!) { outboxMessages(filter: $filter, first: 20) { nodes { outboxMessageID appointmentID } } }',
    { filter: { workshopID: owner.workshopID, statuses: ['outbox'] } },
  );
  return reply.outboxMessages.nodes.find((n) => n.appointmentID === appointmentID)!.outboxMessageID;
}

test('a manager filters the outbox by status and sends a kept message again', async ({ page }) => {
  const messageID = await keptWelcomeSms();
  await signInAs(page, 'owner');
  await page.goto('/Messaggi');
  await expect(page.getByTestId('outbox-card')).toBeVisible();
  await chooseOption(page, 'outbox-status', 'Trattenuto (nessun fornitore)');
  const row = page.getByTestId(`outbox-${messageID}`);
  await expect(row).toBeVisible();
  // Masked for a manager: the last three digits only.
  await expect(row).toContainText('•••••567');
  await expect(row).not.toContainText('3331234567');
  await expect(page.getByTestId('outbox-list')).not.toContainText('In coda');
  await page.getByTestId(`outbox-resend-${messageID}`).click();
  await expect(page.getByTestId('outbox-notice')).toContainText('Messaggio rimesso in coda.');
  await expect(page.getByTestId(`outbox-status-${messageID}`)).toHaveText('In coda');
  await expect(page.getByTestId(`outbox-resend-${messageID}`)).toHaveCount(0);
  // The sender has no SMS provider: the message is kept again, and can be sent again.
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByTestId(`outbox-status-${messageID}`).textContent();
    })
    .toBe('Trattenuto (nessun fornitore)');
});

for (const variant of [
  { id: 'it-light', colorScheme: 'light', language: 'it' },
  { id: 'it-dark', colorScheme: 'dark', language: 'it' },
  { id: 'en-light', colorScheme: 'light', language: 'en' },
  { id: 'en-dark', colorScheme: 'dark', language: 'en' },
] as const) {
  test.describe(variant.id, () => {
    test.use({ viewport: DESK_VIEWPORT, colorScheme: variant.colorScheme });
    test(`outbox screenshot, ${variant.id}`, async ({ page }) => {
      mkdirSync(OUT, { recursive: true });
      await signInAs(page, 'owner');
      if (variant.language === 'en') await page.getByTestId('language-switch-en').click();
      await page.goto('/Messaggi');
      await expect(page.getByTestId('outbox-list')).toBeVisible();
      await expect(page.getByTestId('screen-loading')).toHaveCount(0);
      await page.screenshot({ path: `${OUT}/outbox-${variant.id}.png` });
    });
  });
}
