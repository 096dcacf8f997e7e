import { apiDesk, chooseOption, confirmAction, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { sidebarKeys, signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// The pickup queue ("Ritiro veicoli", group "Consegne e ritiri", served by Box 4) has nobody
// waiting in the demo: a walk-in registered there is the head of its queue, so "next customer"
// must take exactly it. Only this file uses that queue and Box 4.
const GROUP = 'Consegne e ritiri';
const QUEUE = 'Ritiro veicoli';
const BOX = 'Box 4';

test('a walk-in shows on both acceptors’ lists at once; next customer takes it out of the other list and into my box; then the whole visit to the exit', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const first = await browser.newContext();
  const second = await browser.newContext();
  const acceptor1 = await first.newPage();
  const acceptor2 = await second.newPage();
  await signInAs(acceptor1, 'acceptor1');
  await signInAs(acceptor2, 'acceptor2');
  for (const page of [acceptor1, acceptor2]) {
    await chooseOption(page, 'queue-group-select', GROUP);
    await chooseOption(page, 'queue-select', QUEUE);
    await expect(page.getByTestId(`queue-${QUEUE}`)).toBeVisible();
  }
  await chooseOption(acceptor1, 'my-box-select', BOX);

  // The hostess's desk (no staff screen of hers registers walk-ins: she uses the API here).
  const hostess = await apiDesk('hostess');
  const plate = uniquePlate();
  await registerWalkIn(hostess, QUEUE, plate);

  // Both lists show it without a reload.
  await expect(acceptor1.getByTestId(`waiting-row-${plate}`)).toBeVisible();
  await expect(acceptor2.getByTestId(`waiting-row-${plate}`)).toBeVisible();

  // acceptor1 calls the next customer: it leaves acceptor2's list within a second…
  const clickedAt = Date.now();
  await acceptor1.getByTestId('next-customer').click();
  await expect(acceptor2.getByTestId(`waiting-row-${plate}`)).toHaveCount(0, { timeout: 1_000 });
  test
    .info()
    .annotations.push({ type: 'left the other list after', description: `${Date.now() - clickedAt} ms` });
  // …and shows in acceptor1's box, on both screens.
  await expect(acceptor1.getByTestId(`box-customer-${BOX}`)).toContainText(plate);
  await expect(acceptor2.getByTestId(`box-customer-${BOX}`)).toContainText(plate);
  await expect(acceptor1.getByTestId(`waiting-row-${plate}`)).toHaveCount(0);

  // The box screen remembers Box 4 and shows the customer with the actions of status 4.
  await acceptor1.goto('/BoxAcceptance');
  const box = acceptor1.getByTestId('box-customer');
  await expect(box.getByTestId('customer-plate')).toHaveText(plate);
  await expect(acceptor1.getByTestId('action-jobStart')).toBeVisible();

  // Refusing without a reason is blocked: the dialog stays open and says the field is required.
  await acceptor1.getByTestId('action-jobReject').click();
  await acceptor1.getByTestId('dialog-jobReject-confirm').click();
  await expect(acceptor1.getByTestId('reject-reason')).toContainText('Campo obbligatorio');
  await expect(acceptor1.getByRole('alertdialog')).toBeVisible();
  await acceptor1.keyboard.press('Escape');
  await expect(acceptor1.getByRole('alertdialog')).toBeHidden();
  await expect(box.getByTestId('customer-status')).toHaveText('Chiamato nel box');

  // Start, cancel processing (undo of the start), start again.
  await confirmAction(acceptor1, 'jobStart');
  await expect(box.getByTestId('customer-status')).toHaveText('In lavorazione');
  await confirmAction(acceptor1, 'cancelProcessing');
  await expect(box.getByTestId('customer-status')).toHaveText('Chiamato nel box');
  await confirmAction(acceptor1, 'jobStart');
  await expect(box.getByTestId('customer-status')).toHaveText('In lavorazione');

  // Job done: the box is free (call the next customer), the card stays on the customer.
  await confirmAction(acceptor1, 'jobEnd');
  await expect(acceptor1.getByTestId('box-free')).toBeVisible();
  const card = acceptor1.getByTestId('followed-customer');
  await expect(card.getByTestId('customer-status')).toHaveText('Lavorazione completata');
  await expect(acceptor1.getByTestId(`finishing-row-${plate}`)).toBeVisible();
  await expect(acceptor2.getByTestId(`box-tile-${BOX}`)).toContainText('Libero');

  // Ready to exit, payment (with the §9 limits on show), exit with the SMS.
  await confirmAction(acceptor1, 'uscita');
  await expect(card.getByTestId('customer-status')).toHaveText('Pronto per l’uscita');
  await acceptor1.getByTestId('action-confirmPayment').click();
  await expect(acceptor1.getByTestId('payment-limits')).toContainText('1.500');
  await expect(acceptor1.getByTestId('payment-limits')).toContainText('5.000');
  await acceptor1.getByTestId('dialog-confirmPayment-confirm').click();
  await expect(card.getByTestId('customer-status')).toHaveText('Pagato');
  await acceptor1.getByTestId('action-confirmExit').click();
  await expect(acceptor1.getByTestId('exit-send-sms')).toBeVisible();
  await acceptor1.getByTestId('dialog-confirmExit-confirm').click();
  await expect(card.getByTestId('customer-status')).toHaveText('Uscito');
  await expect(card.getByTestId('visit-closed')).toBeVisible();
  await expect(acceptor1.getByTestId(`finishing-row-${plate}`)).toHaveCount(0);

  await hostess.api.dispose();
  await first.close();
  await second.close();
});

test('a role without the route sees no entry for it and gets the forbidden page by URL', async ({ page }) => {
  await signInAs(page, 'hostess');
  const keys = await sidebarKeys(page);
  expect(keys).not.toContain('boxAcceptance');
  expect(keys).not.toContain('acceptor');
  expect(keys).not.toContain('checkin');
  await page.goto('/BoxAcceptance');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('box-acceptance-screen')).toHaveCount(0);
  await page.goto('/Checkin');
  await expect(page.getByTestId('forbidden')).toBeVisible();
});
