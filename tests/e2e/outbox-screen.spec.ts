import { mkdirSync } from 'node:fs';
import { apiDesk, chooseOption, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { DESK_VIEWPORT, signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// Messaggi: the e2e server sends SMS through a loopback gateway (tests/e2e/serve.ts), so a
// walk-in with a number no phone has gets a welcome SMS that really fails (invalid_number). A
// manager finds it with the filters, reads its text (the number masked), sends it again and sees
// it fail again; a new one appears live; a range of days without messages lists none.

const OUT = '/tmp/outbox-shots';
const NO_PHONE = '0000000000';
const LIST = `query ($filter: OutboxFilter!) {
  outboxMessages(filter: $filter, first: 50) { nodes { outboxMessageID appointmentID status } }
}`;

/** The welcome SMS of a new walk-in whose number is no phone's, once the sender has failed it. */
async function failedWelcomeSms(plate: string) {
  const hostess = await apiDesk('hostess');
  const appointmentID = await registerWalkIn(hostess, 'Revisione', plate, NO_PHONE);
  const owner = await apiDesk('owner');
  let messageID: string | null = null;
  await expect
    .poll(async () => {
      const reply = await owner.gql<{
        outboxMessages: {
          nodes: { outboxMessageID: string; appointmentID: string | null; status: string }[];
        };
      }>(LIST, { filter: { workshopID: owner.workshopID, statuses: ['failed'] } });
      messageID =
        reply.outboxMessages.nodes.find((n) => n.appointmentID === appointmentID)?.outboxMessageID ?? null;
      return messageID;
    })
    .not.toBeNull();
  return messageID as unknown as string;
}

test('a manager filters the outbox, reads a failed message and sends it again', async ({ page }) => {
  const messageID = await failedWelcomeSms(uniquePlate('M'));
  await signInAs(page, 'owner');
  await page.goto('/Messaggi');
  await expect(page.getByTestId('outbox-card')).toBeVisible();
  await chooseOption(page, 'outbox-status', 'Non inviato');
  await chooseOption(page, 'outbox-kind', 'SMS di benvenuto (check-in casuale)');
  const row = page.getByTestId(`outbox-${messageID}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Errore: invalid_number');
  // Masked for a manager: the last three digits only, in the list and in the text.
  await expect(row).toContainText('•••••000');
  await expect(page.getByTestId('outbox-list')).not.toContainText('In coda');

  await page.getByTestId(`outbox-read-${messageID}`).click();
  const text = page.getByTestId('outbox-text');
  await expect(text).toBeVisible();
  await expect(page.getByTestId('outbox-text-recipient')).toHaveText('•••••000');
  await expect(page.getByTestId('outbox-text-body')).not.toBeEmpty();
  await expect(text).not.toContainText(NO_PHONE);
  await expect(page.getByTestId('outbox-text-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(text).toHaveCount(0);

  await page.getByTestId(`outbox-resend-${messageID}`).click();
  await expect(page.getByTestId('outbox-notice')).toContainText('Messaggio rimesso in coda.');
  await expect(page.getByTestId(`outbox-status-${messageID}`)).toHaveText('In coda');
  await expect(page.getByTestId(`outbox-resend-${messageID}`)).toHaveCount(0);
  // The number is still no phone's: the sender fails it again, and the list shows it by itself.
  await expect(page.getByTestId(`outbox-status-${messageID}`)).toHaveText('Non inviato', { timeout: 45_000 });
  await expect(row.getByRole('cell').nth(5)).toHaveText('2');
});

test('the outbox shows new messages live and filters by a range of days', async ({ page }) => {
  await signInAs(page, 'owner');
  await page.goto('/Messaggi');
  await chooseOption(page, 'outbox-kind', 'SMS di benvenuto (check-in casuale)');
  // The filtered list may be empty so far (walk-ins at the totem without SMS consent get none).
  await expect(page.getByTestId('outbox-count')).toBeVisible();
  // Written while the screen is open: it appears without a reload (the check-in is a workshop event).
  const hostess = await apiDesk('hostess');
  const appointmentID = await registerWalkIn(hostess, 'Revisione', uniquePlate('L'));
  await expect(
    page.locator(`[data-testid^="outbox-"] a[href="/Processings/${appointmentID}"]`),
  ).toBeVisible();

  // Days long past: nothing; typed segment by segment, as a keyboard user does.
  await page.getByTestId('outbox-period-start').locator('[role="spinbutton"]').first().click();
  await page.keyboard.type('01012020');
  await page.getByTestId('outbox-period-end').locator('[role="spinbutton"]').first().click();
  await page.keyboard.type('31012020');
  await expect(page.getByTestId('outbox-card')).toContainText('Nessun messaggio con questi filtri.');
  await expect(page.getByTestId('outbox-count')).toHaveText('0 di 0');
  await page.getByTestId('outbox-period-clear').click();
  await expect(page.locator(`a[href="/Processings/${appointmentID}"]`)).toBeVisible();
});

test('an admin reads the installation’s own messages', async ({ page }) => {
  // A password recovery e-mail belongs to no workshop; its text (a secret link) is shown to nobody.
  // Anyone may ask for a reset link; an owner's API session is at hand.
  const owner = await apiDesk('owner');
  await owner.gql('mutation ($email: String!) { sendPasswordRecovery(email: $email) { success } }', {
    email: 'backoffice@turno.example',
  });
  // The demo admin holds no workshop role: the screen lists the installation's messages at once
  // (an admin who also works in a workshop switches to them with 'outbox-installation').
  await signInAs(page, 'admin');
  await page.goto('/Messaggi');
  await expect(page.getByTestId('outbox-card')).toBeVisible();
  await chooseOption(page, 'outbox-kind', 'E-mail di recupero password');
  await expect(page.getByTestId('outbox-list')).toContainText('backoffice@turno.example');
  await expect(page.locator('[data-testid^="outbox-read-"]')).toHaveCount(0);
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: `${OUT}/outbox-installation-it-light.png` });
});

test('a manager has no switch to the installation’s messages', async ({ page }) => {
  await signInAs(page, 'owner');
  await page.goto('/Messaggi');
  await expect(page.getByTestId('outbox-card')).toBeVisible();
  await expect(page.getByTestId('outbox-filters')).toBeVisible();
  await expect(page.getByTestId('outbox-installation')).toHaveCount(0);
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
      await page.locator('[data-testid^="outbox-read-"]').first().click();
      await expect(page.getByTestId('outbox-text')).toBeVisible();
      await page.screenshot({ path: `${OUT}/outbox-text-${variant.id}.png` });
    });
  });
}
