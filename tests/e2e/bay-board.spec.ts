import { apiDesk, intoAFreeBox, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// The bay board (/Tabellone-box, decision 0028). A walk-in of its own, called into whichever demo
// box is free, its job started through the API as the acceptor's desk would. To see a job run late
// without waiting an hour, the workshop's fallback job duration is set to one minute for the test
// (the inspection queue has no history to measure, so the fallback is what counts).
const UPDATE =
  'mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field } } }';
const JOB_START =
  'mutation ($input: JobStartInput!) { jobStart(input: $input) { appointment { statusCode } } }';
const JOB_END =
  'mutation ($input: AppointmentActionInput!) { jobEnd(input: $input) { appointment { statusCode } } }';

test('the bay board shows a box with its customer live, a ticking clock, and flags a job past its expected end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const manager = await apiDesk('manager');
  const hostess = await apiDesk('hostess');
  const acceptor = await apiDesk('acceptor1');
  await manager.gql(UPDATE, { input: { workshopID: manager.workshopID, expectedJobMinutes: 1 } });
  try {
    // The back office watches the board (every role of the workshop may).
    await signInAs(page, 'backoffice');
    await page.goto('/Tabellone-box');
    await expect(page.getByRole('heading', { name: 'Tabellone box' })).toBeVisible();
    await expect(page.getByTestId('bay-board-table')).toBeVisible();

    const plate = uniquePlate('B');
    const appointmentID = await registerWalkIn(hostess, 'Revisione', plate);
    const box = await intoAFreeBox(acceptor, appointmentID);
    expect(box, 'a free demo box').not.toBeNull();

    // The call shows on the open board without a reload: the customer and the stage.
    const row = page.getByTestId(`bay-row-${box}`);
    await expect(row).toContainText(plate);
    await expect(row).toContainText('In accettazione');

    await acceptor.gql(JOB_START, { input: { appointmentID } });
    await expect(row).toContainText('In lavorazione');
    await expect(row).toContainText('durata impostata');

    // The clock ticks every second.
    const clock = page.getByTestId(`bay-clock-${box}`);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });

    // A minute after the start the job is late: said in words, not by colour alone.
    const late = page.getByTestId(`bay-late-${box}`);
    await expect(late).toBeVisible({ timeout: 75_000 });
    await expect(late).toContainText('In ritardo di');
    await expect(page.getByTestId('bay-board-late-count')).toContainText('in ritardo');

    // The job ends: the box is free again, still without a reload.
    await acceptor.gql(JOB_END, { input: { appointmentID } });
    await expect(row).toContainText('Libero');
    await expect(late).toHaveCount(0);
  } finally {
    await manager.gql(UPDATE, { input: { workshopID: manager.workshopID, expectedJobMinutes: 60 } });
  }
});
