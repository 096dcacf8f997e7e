import { statisticsEn } from '../../client/src/features/statistics/i18n.en.ts';
import { statisticsIt } from '../../client/src/features/statistics/i18n.it.ts';
import { api, deskWalkIn, MILANO, SHOTS, staffPage, uniquePlate } from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * /DailyRecap: today's figures for a manager, following the workshop live: a walk-in registered at
 * the desk shows in the walk-in tile without a reload. Labels from the screen's own dictionaries.
 */
const TEXTS = { it: statisticsIt, en: statisticsEn } as const;

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: the daily recap counts a new walk-in live`, async ({ browser }) => {
    const manager = await staffPage(browser, 'manager');
    if (lng === 'en') await manager.emulateMedia({ colorScheme: 'dark' });
    await manager.goto(`/DailyRecap?lng=${lng}`);
    const tile = manager.getByTestId('figure-appointmentsRandom');
    await expect(tile).toContainText(TEXTS[lng].figures.appointmentsRandom);
    const before = Number((await tile.locator('dd').textContent())?.replace(/\D/g, '') || '0');
    // The moment now (kpis): the walk-in below joins those waiting.
    const waiting = manager.getByTestId('kpi-waitingNow').locator('dd');
    await expect(waiting).toHaveText(/\d+/);
    const waitingBefore = Number(await waiting.textContent());
    await manager.evaluate(() => {
      (window as unknown as { __sameLoad: boolean }).__sameLoad = true;
    });

    const hostess = await staffPage(browser, 'hostess');
    const { workshops } = await api<{ workshops: { nodes: { workshopID: string; name: string }[] } }>(
      hostess,
      '{ workshops { nodes { workshopID name } } }',
    );
    const workshopID = workshops.nodes.find((w) => w.name === MILANO)!.workshopID;
    const { queues } = await api<{ queues: { queueID: string }[] }>(
      hostess,
      'query ($w: ID!) { queues(workshopID: $w) { queueID } }',
      { w: workshopID },
    );
    await deskWalkIn(hostess, workshopID, queues[0]!.queueID, uniquePlate('DR'));

    await expect(tile.locator('dd')).toHaveText(String(before + 1));
    await expect(waiting).toHaveText(String(waitingBefore + 1));
    expect(await manager.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(
      true,
    );
    await expect(manager.getByTestId('figures-per-queue')).toBeVisible();
    await manager.screenshot({ path: `${SHOTS}/daily-recap-${lng}.png`, fullPage: true });
    await manager.context().close();
    await hostess.context().close();
  });
}
