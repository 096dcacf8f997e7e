import { readFileSync } from 'node:fs';
import { privacyEn } from '../../client/src/features/privacy/i18n.en.ts';
import { privacyIt } from '../../client/src/features/privacy/i18n.it.ts';
import { apiDesk, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { SHOTS, staffPage } from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * /Privacy-Clienti (docs/privacy.md): an admin finds a customer's visits by plate, downloads their
 * data as JSON, and erases it from the ended visit while the one in progress keeps it.
 */
const TEXTS = { it: privacyIt, en: privacyEn } as const;

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: an admin exports and erases one customer's data`, async ({ browser }) => {
    const text = TEXTS[lng];
    // The customer came once (the visit was deleted, so it is over) and is back now, waiting.
    const plate = uniquePlate(lng === 'it' ? 'P' : 'Q');
    const hostess = await apiDesk('hostess');
    const first = await registerWalkIn(hostess, 'Tagliando e manutenzione', plate);
    await hostess.gql(
      'mutation ($input: AppointmentActionInput!) { deleteCheckIn(input: $input) { appointment { appointmentID } } }',
      { input: { appointmentID: first } },
    );
    await registerWalkIn(hostess, 'Tagliando e manutenzione', plate);

    const admin = await staffPage(browser, 'admin');
    await admin.setViewportSize({ width: 1440, height: 900 });
    if (lng === 'en') await admin.emulateMedia({ colorScheme: 'dark' });
    await admin.goto(`/Privacy-Clienti?lng=${lng}`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(text.title);

    // Nothing typed: the screen says what it needs, without asking the server.
    await admin.getByTestId('customer-search-submit').click();
    await expect(admin.getByTestId('customer-search-error')).toHaveText(text.needOne);

    await admin.getByTestId('customer-plate').fill(plate.toLowerCase());
    await admin.getByTestId('customer-plate').press('Enter');
    const table = admin.getByTestId('customer-visits');
    await expect(table.getByRole('status')).toHaveText(text.found_other.replace('{{count}}', '2'));
    await expect(table).toContainText(text.inProgress);
    await expect(table).toContainText(text.held);
    await admin.screenshot({ path: `${SHOTS}/customer-data-${lng}.png`, fullPage: true });

    const download = admin.waitForEvent('download');
    await admin.getByTestId('customer-export').click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { visits: { licensePlate: string }[] };
    expect(exported.visits.map((visit) => visit.licensePlate)).toEqual([plate, plate]);

    await admin.getByTestId('customer-erase').click();
    const dialog = admin.getByTestId('customer-erase-dialog');
    await expect(dialog).toContainText(text.eraseMessage_one.replace('{{count}}', '1'));
    await expect(dialog).toContainText(text.eraseLive_one.replace('{{count}}', '1'));
    await admin.getByRole('button', { name: text.confirmErase }).click();
    await expect(
      admin.locator('[data-sonner-toast]').getByText(text.erased_one.replace('{{count}}', '1')),
    ).toBeVisible();
    // The erased visit no longer carries the plate: only the live one is found now.
    await expect(table.getByRole('status')).toHaveText(text.found_one.replace('{{count}}', '1'));
    await expect(admin.getByTestId('customer-erase')).toBeDisabled();
  });
}
