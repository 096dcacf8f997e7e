import { readFileSync } from 'node:fs';
import { acceptanceEn } from '../../client/src/features/acceptance/i18n.en.ts';
import { acceptanceIt } from '../../client/src/features/acceptance/i18n.it.ts';
import { activityLogEn } from '../../client/src/features/logs/i18n.en.ts';
import { activityLogIt } from '../../client/src/features/logs/i18n.it.ts';
import { chooseOption } from './acceptor-helpers.ts';
import { SHOTS, staffPage } from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * /Logs for a manager: from the sidebar, the workshop's log lines of the last 30 days; narrowed to
 * an action type and to an acceptor chosen by typing their name; a period without lines says so.
 * Labels from the screen's own dictionaries.
 */
const TEXTS = { it: activityLogIt, en: activityLogEn } as const;
const EVENTS = { it: acceptanceIt.events, en: acceptanceEn.events } as const;

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: a manager narrows the workshop's log by action, acceptor and period`, async ({ browser }) => {
    const manager = await staffPage(browser, 'manager');
    await manager.setViewportSize({ width: 1440, height: 900 });
    if (lng === 'en') await manager.emulateMedia({ colorScheme: 'dark' });
    await manager.goto(`/?lng=${lng}`);
    await manager.getByTestId('sidebar-toggle').click();
    await manager.getByTestId('sidebar-link-logs').click();
    await expect(manager).toHaveURL(/\/Logs$/);
    const list = manager.getByTestId('logs-list');
    await expect(list).toBeVisible();
    await manager.screenshot({ path: `${SHOTS}/logs-${lng}.png` });

    // The demo acceptor Luca Bianchi calls customers: his calls only.
    await chooseOption(manager, 'logs-action', EVENTS[lng].NextCustomer);
    const acceptor = manager.getByTestId('logs-acceptor').getByRole('combobox');
    await acceptor.fill('Bianc');
    await manager.getByRole('option', { name: 'Luca Bianchi' }).click();
    await expect(acceptor).toHaveValue('Luca Bianchi');
    const rows = list.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row).toContainText(EVENTS[lng].NextCustomer);
      await expect(row).toContainText('Luca Bianchi');
    }
    // The file holds the same lines: his calls, in the screen's language.
    const download = manager.waitForEvent('download');
    await manager.getByTestId('log-export-csv').click();
    const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain(`${EVENTS[lng].NextCustomer};`);

    // Cleared, anyone's lines come back; a year without lines shows the empty state.
    await acceptor.fill('');
    await manager.keyboard.press('Escape');
    await expect(list.locator('tbody tr').filter({ hasText: 'Giulia Russo' }).first()).toBeVisible();
    const segments = manager.getByTestId('logs-range').getByRole('spinbutton');
    const days = ['01', '01', '2021', '31', '12', '2021'];
    for (const [index, value] of days.entries()) {
      await segments.nth(index).click();
      await manager.keyboard.type(value);
    }
    await expect(manager.getByTestId('logs-list-empty')).toHaveText(TEXTS[lng].empty);
    await manager.context().close();
  });
}
