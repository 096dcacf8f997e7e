import { apiDesk, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { staffPage } from './customer-helpers.ts';
import { expect, test } from './test.ts';

// A manager's screen shows the in-app staff alert when a customer passes the critical threshold.
// With a threshold of 0 minutes the customer passes it at check-in; the alert pass runs every
// minute (docs/messaging.md), so the toast comes within about a minute.

// An alert pass raises one event per alert, so several customers crossing the threshold together
// arrive as a burst: each must become its own toast (a screen handed only the latest result of a
// burst showed one of them; late in a full run, with many customers waiting, that lost this test's).

const UPDATE =
  'mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field } } }';

test('each customer passing the critical threshold gets a toast on the staff screen', async ({ browser }) => {
  test.setTimeout(150_000);
  // Only Milano: the after-sales manager's screens work on it, and the seed has the role receive it.
  const manager = await apiDesk('aftersales');
  const hostess = await apiDesk('hostess');
  const page = await staffPage(browser, 'aftersales');
  await manager.gql(UPDATE, {
    input: {
      workshopID: manager.workshopID,
      criticalThresholdAlertMinutes: 0,
      criticalThresholdAlertChannel: 'push',
    },
  });
  try {
    const plates = [uniquePlate('A'), uniquePlate('B'), uniquePlate('C')];
    for (const plate of plates) await registerWalkIn(hostess, 'Tagliando e manutenzione', plate);
    for (const plate of plates) {
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: plate });
      await expect(toast).toBeVisible({ timeout: 130_000 });
      await expect(toast).toContainText(/attende da \d+ minuti/);
    }
  } finally {
    await manager.gql(UPDATE, {
      input: {
        workshopID: manager.workshopID,
        criticalThresholdAlertMinutes: 30,
        criticalThresholdAlertChannel: 'none',
      },
    });
  }
});
