import { apiDesk, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { staffPage } from './customer-helpers.ts';
import { expect, test } from './test.ts';

// A manager's screen shows the in-app staff alert when a customer passes the critical threshold.
// With a threshold of 0 minutes the customer passes it at check-in; the alert pass runs every
// minute (docs/messaging.md), so the toast comes within about a minute.

// Known flake, under investigation (see the latest session note): late in a full run, with dozens of
// customers waiting in Milano, the toast for this test's plate did not come within 130 s in one run
// of three while other customers' alerts did; alone it comes in about 30 s. One retry, until the
// cause is found and fixed.
test.describe.configure({ retries: 1 });

const UPDATE =
  'mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field } } }';

test('the critical threshold alert appears as a toast on the staff screen', async ({ browser }) => {
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
    const plate = uniquePlate('A');
    await registerWalkIn(hostess, 'Tagliando e manutenzione', plate);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: plate });
    await expect(toast).toBeVisible({ timeout: 130_000 });
    await expect(toast).toContainText(/attende da \d+ minuti/);
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
