import type { Page } from '@playwright/test';
import { PNG_1PX_FILE } from '../support/images.ts';
import { chooseOption } from './acceptor-helpers.ts';
import { searchUser, sidebarKeys, signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// An admin sets up a workshop and its first user from the UI alone: a workshop with a logo (field
// errors first, a wrong file refused), a user with a role in it, then signs in as that user (banner,
// the user's sidebar) and goes back. Everything is created with a unique code, so the tests can run
// beside others on the same demo installation.

const suffix = () => Date.now().toString(36).slice(-5).toUpperCase();

// A text file dressed up as a PNG.
const NOT_AN_IMAGE = Buffer.from('<html>not a picture</html>');

/** Picks a file through the logo field's button, as a person does with the file dialog. */
async function pickLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByTestId('workshop-logo')
    .getByRole('button', { name: /immagine/ })
    .click();
  await (await chooser).setFiles(file);
}

/** Chooses an option of one of our Select fields by its visible label. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(`${testId}-button`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Creates a workshop through /Officine and returns its name. */
async function createWorkshop(page: Page, code: string) {
  const name = `Officina ${code}`;
  await page.goto('/Officine');
  await expect(page.getByTestId('workshops-table')).toBeVisible();
  await page.getByTestId('workshop-add').click();
  await page.getByTestId('workshop-code').fill(code);
  await page.getByTestId('workshop-name').fill(name);
  await page.getByTestId('workshop-zip').fill('10121');
  await pickLogo(page, { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX_FILE });
  await page.getByTestId('workshop-save').click();
  await expect(page.getByTestId('workshop-form')).toBeHidden();
  return name;
}

test('the workshop form shows field errors, refuses a wrong logo and creates the workshop', async ({
  page,
}) => {
  const code = `E2E${suffix()}`;
  await signInAs(page, 'admin');
  await page.goto('/Officine');
  await expect(page.getByTestId('workshops-table')).toBeVisible();
  await page.getByTestId('workshop-add').click();
  const form = page.getByTestId('workshop-form');

  // Saving the empty form: required fields are marked, focus goes to the first, nothing is sent.
  await page.getByTestId('workshop-save').click();
  await expect(page.getByTestId('workshop-code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('workshop-code')).toBeFocused();
  await expect(page.getByTestId('workshop-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('workshop-zip')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('workshop-logo')).toContainText('Campo obbligatorio');

  // Errors follow the typing: a bad zip code, a number out of range, an unknown time zone.
  await page.getByTestId('workshop-zip').fill('1!');
  await expect(form.getByText('Valore non valido')).toBeVisible();
  await page.getByTestId('workshop-max-slots').fill('0');
  await page.getByTestId('workshop-max-slots').blur();
  await expect(form.getByText('Fuori dall’intervallo consentito')).toBeVisible();
  await page.getByTestId('workshop-time-zone').fill('Marte/Olimpo');
  await page.getByTestId('workshop-time-zone').blur();
  await expect(form.getByText('Fuso orario sconosciuto')).toBeVisible();

  // A text file named .png is refused before upload, and the field stays empty.
  await pickLogo(page, { name: 'logo.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE });
  await expect(page.getByTestId('workshop-logo')).toContainText('Scegli un’immagine PNG, JPEG, WebP o SVG');
  await expect(page.getByTestId('workshop-logo').getByRole('img')).toHaveCount(0);

  // Fixed, this time from the keyboard: the real logo shows as a preview and the workshop is created.
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('workshop-logo').getByRole('button', { name: 'Scegli un’immagine' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX_FILE });
  await expect(page.getByTestId('workshop-logo').getByRole('img')).toBeVisible();
  await page.getByTestId('workshop-code').fill(code);
  await page.getByTestId('workshop-name').fill(`Officina ${code}`);
  await page.getByTestId('workshop-zip').fill('10121');
  await page.getByTestId('workshop-city').fill('Torino');
  await page.getByTestId('workshop-max-slots').fill('3');
  await page.getByTestId('workshop-time-zone').fill('Europe/Rome');
  // The logo travels as a file in a GraphQL multipart request (spec §7), not inside the JSON.
  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/graphql' &&
      (request.headers()['content-type'] ?? '').startsWith('multipart/form-data; boundary='),
  );
  await page.getByTestId('workshop-save').click();
  await sent;
  await expect(
    page.locator('[data-sonner-toast]').getByText(`Officina creata: Officina ${code}.`),
  ).toBeVisible();

  const row = page.getByTestId(`workshop-row-${code}`);
  await expect(row).toContainText('Torino');
  await row.getByRole('link', { name: `Officina ${code}` }).click();
  await expect(page).toHaveURL(/\/OfficineDettaglio\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Officina ${code}`);
  await expect(page.getByTestId('workshop-logo-image')).toBeVisible();
  await expect(page.getByTestId('workshop-users-by-role')).toContainText(
    'Nessun utente ha un ruolo in questa officina.',
  );
});

test('an admin creates a user with a role in a new workshop, signs in as them and comes back', async ({
  page,
}) => {
  // A long walk through four screens and a change of session: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const code = `E2U${suffix()}`;
  const userName = `tecnico.${code.toLowerCase()}`;
  await signInAs(page, 'admin');
  const workshopName = await createWorkshop(page, code);

  await page.goto('/Utenti');
  await expect(page.getByTestId('users-table')).toBeVisible();
  await page.getByTestId('user-add').click();
  const form = page.getByTestId('user-form');
  // Empty and invalid inputs are shown on their fields and block the save.
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-first-name')).toBeFocused();
  await expect(form.getByText('Campo obbligatorio')).toHaveCount(4);
  await page.getByTestId('user-email').fill('non-valida');
  await expect(form.getByText('Indirizzo e-mail non valido')).toBeVisible();
  await page.getByTestId('user-user-name').fill('ab');
  await expect(form.getByText('Almeno 3 caratteri')).toBeVisible();
  // A user name already taken comes back from the server on its field.
  await page.getByTestId('user-first-name').fill('Tina');
  await page.getByTestId('user-last-name').fill('Tecnica');
  await page.getByTestId('user-email').fill(`${userName}@turno.example`);
  await page.getByTestId('user-user-name').fill('manager');
  await page.getByTestId('user-save').click();
  await expect(form.getByText('Già in uso')).toBeVisible();
  await page.getByTestId('user-user-name').fill(userName);
  await page.getByTestId('user-save').click();
  await expect(form).toBeHidden();

  await searchUser(page, code.toLowerCase(), userName);
  const row = page.getByTestId(`user-row-${userName}`);
  await expect(row).toContainText('In attesa del primo accesso');
  await expect(row).toContainText('Nessun ruolo');

  // Roles per workshop: Admin and Cliente are never offered.
  await page.getByTestId(`user-actions-${userName}`).click();
  await page.getByTestId(`user-actions-${userName}-roles`).click();
  await page.getByTestId('user-role-role-button').click();
  await expect(page.getByRole('option', { name: 'Accettatore', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Cliente', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await choose(page, 'user-role-workshop', workshopName);
  await choose(page, 'user-role-role', 'Accettatore');
  await page.getByTestId('user-role-add').click();
  await expect(page.getByTestId('user-role-item')).toContainText(`Accettatore · ${workshopName}`);
  await page.getByTestId('user-roles-save').click();
  await expect(page.getByTestId('user-roles')).toBeHidden();
  await expect(row).toContainText(`Accettatore · ${workshopName}`);

  // The workshop's detail now lists the user under the role.
  await page.goto('/Officine');
  await page.getByTestId(`workshop-row-${code}`).getByRole('link').click();
  await expect(page.getByTestId('workshop-users-by-role')).toContainText('Accettatore');
  await expect(page.getByTestId('workshop-users-by-role')).toContainText(userName);

  // Sign in as the user: the banner says so and the sidebar is the acceptor's.
  await page.goto('/Utenti');
  await searchUser(page, code.toLowerCase(), userName);
  await page.getByTestId(`user-actions-${userName}`).click();
  await page.getByTestId(`user-actions-${userName}-loginAs`).click();
  await page.getByTestId('user-login-as-confirm').click();
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(`Stai usando Turno come ${userName}, con l’accesso di admin.`);
  await expect(page.getByTestId('header-user-name')).toContainText('Tina');
  // On their home page, not on the admin screen they may not open.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('forbidden')).toHaveCount(0);
  const keys = await sidebarKeys(page);
  expect(keys).toContain('acceptor');
  expect(keys).not.toContain('users');
  expect(keys).not.toContain('workshops');

  // And back: the admin's own session and sidebar.
  await page.getByTestId('stop-impersonation').click();
  await expect(banner).toBeHidden();
  const adminKeys = await sidebarKeys(page);
  expect(adminKeys).toContain('users');
  expect(adminKeys).toContain('workshops');
});

test('an admin locks a user, sets their password with the password rules, and deletes them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const userName = `prova.${suffix().toLowerCase()}`;
  await signInAs(page, 'admin');
  await page.goto('/Utenti');
  await page.getByTestId('user-add').click();
  await page.getByTestId('user-first-name').fill('Pia');
  await page.getByTestId('user-last-name').fill('Prova');
  await page.getByTestId('user-user-name').fill(userName);
  await page.getByTestId('user-email').fill(`${userName}@turno.example`);
  await page.getByTestId('user-phone').fill('333 1234567');
  // The language of the messages Turno writes to this user.
  await chooseOption(page, 'user-preferred-language', 'English');
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-form')).toBeHidden();
  await searchUser(page, userName, userName);
  const row = page.getByTestId(`user-row-${userName}`);
  const menu = page.getByTestId(`user-actions-${userName}`);

  // Lock: the state says so, and "sign in as" is no longer offered.
  await menu.click();
  await page.getByTestId(`user-actions-${userName}-edit`).click();
  await expect(page.getByTestId('user-phone')).toHaveValue('3331234567');
  await expect(page.getByTestId('user-preferred-language-button')).toContainText('English');
  await page.getByTestId('user-locked').click();
  await page.getByTestId('user-save').click();
  await expect(row.getByTestId('user-status')).toHaveText('Bloccato');
  await menu.click();
  await expect(page.getByTestId(`user-actions-${userName}-loginAs`)).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // Password: the shared rules on the fields, then the password is set.
  await menu.click();
  await page.getByTestId(`user-actions-${userName}-password`).click();
  const dialog = page.getByTestId('user-password');
  await page.getByTestId('user-new-password').fill('corta');
  await page.getByTestId('user-password-save').click();
  await expect(dialog.getByText('Almeno 12 caratteri')).toBeVisible();
  await page.getByTestId('user-new-password').fill('Turno!Nuova2026');
  await page.getByTestId('user-confirm-password').fill('Turno!Nuova2027');
  await page.getByTestId('user-password-save').click();
  await expect(dialog.getByText('Le due password non coincidono')).toBeVisible();
  await page.getByTestId('user-confirm-password').fill('Turno!Nuova2026');
  await page.getByTestId('user-password-save').click();
  await expect(
    page.locator('[data-sonner-toast]').getByText(`Password di ${userName} impostata.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // Delete, after the confirmation.
  await menu.click();
  await page.getByTestId(`user-actions-${userName}-delete`).click();
  await expect(page.getByTestId('user-delete')).toContainText('L’utente perde ruoli e sessioni');
  await page.getByTestId('user-delete-confirm').click();
  await expect(row).toBeHidden();
  await expect(page.getByTestId('users-table-empty')).toHaveText('Nessun utente corrisponde alla ricerca.');
});
