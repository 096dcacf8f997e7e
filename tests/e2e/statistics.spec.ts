import { staffListsEn } from '../../client/src/features/appointments/i18n.en.ts';
import { staffListsIt } from '../../client/src/features/appointments/i18n.it.ts';
import { statisticsEn } from '../../client/src/features/statistics/i18n.en.ts';
import { statisticsIt } from '../../client/src/features/statistics/i18n.it.ts';
import { chooseOption } from './acceptor-helpers.ts';
import { romeDay, SHOTS, staffPage } from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * /Statistics for a manager: the presets, the entry type and a custom range change the period the
 * figures cover; the chart has its table beside it. Labels from the screen's own dictionaries.
 */
const TEXTS = { it: statisticsIt, en: statisticsEn } as const;
/** The period presets are named once, for every screen that offers them. */
const PRESETS = { it: staffListsIt.presets, en: staffListsEn.presets } as const;
/** A day as the screens show it: DD/MM/YYYY. */
const shown = (day: string) => day.split('-').reverse().join('/');

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: statistics follow the chosen period and entry type`, async ({ browser }) => {
    const manager = await staffPage(browser, 'manager');
    if (lng === 'en') await manager.emulateMedia({ colorScheme: 'dark' });
    await manager.goto(`/Statistics?lng=${lng}`);
    const period = manager.getByTestId('statistics-period');
    await expect(period).toContainText(shown(romeDay(0)));
    await expect(period).toContainText(shown(romeDay(-29)));
    await expect(manager.getByTestId('statistics-chart-queues')).toBeVisible();
    await expect(manager.getByTestId('figures-per-queue')).toBeVisible();
    // The charts of the period, each with its figures as a table (screen readers read the table).
    for (const chart of ['hours', 'timing', 'days']) {
      await expect(manager.getByTestId(`statistics-chart-${chart}`)).toHaveAttribute('role', 'img');
    }
    await expect(manager.getByTestId('statistics-table-timing')).toBeVisible();
    const hoursCard = manager.getByTestId('statistics-card-hours');
    await hoursCard.getByText(TEXTS[lng].charts.showTable).click();
    await expect(hoursCard.getByTestId('statistics-table-hours').locator('tbody tr')).toHaveCount(24);
    await expect(manager.getByTestId('statistics-surveys')).toBeVisible();
    await manager.screenshot({ path: `${SHOTS}/statistics-${lng}.png`, fullPage: true });

    await chooseOption(manager, 'statistics-preset', PRESETS[lng].yesterday);
    await expect(period).toHaveText(
      TEXTS[lng].periodOf.replace('{{from}}', shown(romeDay(-1))).replace('{{to}}', shown(romeDay(-1))),
    );

    await chooseOption(manager, 'statistics-preset', PRESETS[lng].today);
    await chooseOption(manager, 'statistics-entry-type', TEXTS[lng].entryTypes.WALK_IN);
    await expect(manager.getByTestId('figure-appointmentsCheckins').locator('dd')).toHaveText('0');

    // A custom range starts from the preset it replaces.
    await chooseOption(manager, 'statistics-preset', PRESETS[lng].custom);
    await expect(manager.getByTestId('statistics-range')).toBeVisible();
    await expect(period).toHaveText(
      TEXTS[lng].periodOf.replace('{{from}}', shown(romeDay(0))).replace('{{to}}', shown(romeDay(0))),
    );
    await manager
      .getByRole('button', { name: lng === 'it' ? 'Apri il calendario' : 'Open the calendar' })
      .click();
    await expect(manager.getByRole('dialog')).toBeVisible();
    await manager.screenshot({ path: `${SHOTS}/statistics-range-${lng}.png` });
    await manager.keyboard.press('Escape');
    await manager.context().close();
  });
}
