import { api, MILANO, staffPage } from './customer-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// Agenda ritiri's week starts on today in the workshop's own time zone, not in Rome's, and follows
// a change of the zone live. The zone is chosen so that its calendar day differs from Rome's at the
// hour the test runs.

/** A calendar day as DD/MM/YYYY in a zone, as the screen writes it. */
const dayIn = (zone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);

test('the pickup week starts on today in the workshop time zone, and follows a new zone live', async ({
  page,
  browser,
}) => {
  const now = new Date();
  const hour = now.getUTCHours();
  // UTC+14 is a day ahead of Rome from 10:00 to 22:59 UTC; UTC−11 a day behind (or Rome a day
  // ahead) the rest of the time.
  const zone = hour >= 10 && hour < 23 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  expect(dayIn(zone, now)).not.toBe(dayIn('Europe/Rome', now));

  const admin = await staffPage(browser, 'admin');
  const { workshops } = await api<{
    workshops: { nodes: { workshopID: string; name: string; timeZone: string }[] };
  }>(admin, '{ workshops(first: 50) { nodes { workshopID name timeZone } } }');
  const milano = workshops.nodes.find((w) => w.name === MILANO)!;
  const setZone = (timeZone: string) =>
    api(
      admin,
      'mutation ($input: UpdateWorkshopInput!) { updateWorkshop(input: $input) { formErrors { field } } }',
      { input: { workshopID: milano.workshopID, timeZone } },
    );
  const firstDay = page.locator('[data-testid^="pickup-day-"]').first();
  const isoDay = (zoneName: string) => {
    const [d, m, y] = dayIn(zoneName, new Date()).split('/');
    return `pickup-day-${y}-${m}-${d}`;
  };
  try {
    // The manager works in Milano only: the screen opens on it, in Rome's day.
    await signInAs(page, 'manager');
    await page.goto('/Agenda-ritiri?lng=it');
    await expect(firstDay).toHaveAttribute('data-testid', isoDay(milano.timeZone));

    // The admin moves the workshop to another zone: the open screen follows, without a reload.
    await setZone(zone);
    await expect(firstDay).toHaveAttribute('data-testid', isoDay(zone));
    await expect(page.getByTestId('pickup-schedule')).toContainText(`Ritiri dal ${dayIn(zone, new Date())}`);

    // And a screen opened afterwards starts there.
    await page.reload();
    await expect(firstDay).toHaveAttribute('data-testid', isoDay(zone));
  } finally {
    await setZone(milano.timeZone);
  }
});
