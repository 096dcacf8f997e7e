import { sidebarRoutes } from '../../shared/auth/routes.ts';
import { DEMO_PASSWORD, searchUser, sidebarKeys, signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// Each demo user's roles, as the seed gives them; the expected sidebar follows from spec §2's table.
const USERS: { userName: string; isAdmin: boolean; roles: string[] }[] = [
  { userName: 'admin', isAdmin: true, roles: [] },
  { userName: 'manager', isAdmin: false, roles: ['Workshop manager'] },
  { userName: 'acceptor1', isAdmin: false, roles: ['Accettatore'] },
  { userName: 'hostess', isAdmin: false, roles: ['Hostess'] },
  { userName: 'booking', isAdmin: false, roles: ['Booking'] },
  { userName: 'cashier', isAdmin: false, roles: ['Cassiere'] },
];
// The demo accounts without a role are devices, which land on their own screen rather than the
// staff pages (device-landing.spec.ts); an administrator acting as one still sees the staff pages.

test.describe('sidebar per role', () => {
  for (const user of USERS) {
    test(`${user.userName} sees exactly the routes their roles open`, async ({ page }) => {
      await signInAs(page, user.userName);
      const expected = sidebarRoutes({ isAdmin: user.isAdmin, roleNames: user.roles }).map(
        (route) => route.key,
      );
      const keys = await sidebarKeys(page);
      expect(keys).toEqual(['home', ...expected]);
      if (expected.length === 0) await expect(page.getByTestId('sidebar-empty')).toBeVisible();
    });
  }
});

test('an account without a role sees only the home page in the sidebar', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/Utenti');
  await searchUser(page, 'monitor', 'monitor');
  await page.getByTestId('user-actions-monitor').click();
  await page.getByTestId('user-actions-monitor-loginAs').click();
  await page.getByTestId('user-login-as-confirm').click();
  await expect(page.getByTestId('impersonation-banner')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-no-roles')).toBeVisible();
  expect(await sidebarKeys(page)).toEqual(['home']);
  await expect(page.getByTestId('sidebar-empty')).toBeVisible();
});

test('a protected URL while signed out lands on /signin, and sign-in returns there', async ({ page }) => {
  await page.goto('/Checkin');
  await expect(page).toHaveURL(/\/signin/);
  await signInAs(page, 'acceptor1');
  await expect(page).toHaveURL(/\/Checkin$/);
  await expect(page.getByTestId('checkin-screen')).toBeVisible();
});

test('a wrong password shows the error and signs nobody in', async ({ page }) => {
  await page.goto('/signin');
  await page.getByTestId('signin-username').fill('manager');
  await page.getByTestId('signin-password').fill('Not!ThePassword1');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('signin-error')).toHaveText('Nome utente o password non validi');
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});

test('a role without the route does not get the screen by URL', async ({ page }) => {
  await signInAs(page, 'acceptor1');
  await page.goto('/Utenti');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('placeholder-users')).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/does-not-exist');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('signing out ends the session: protected pages go back to /signin', async ({ page }) => {
  await signInAs(page, 'hostess');
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/Agenda');
  await expect(page).toHaveURL(/\/signin/);
});

test('a reload keeps the session', async ({ page }) => {
  await signInAs(page, 'booking');
  await page.reload();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  await expect(page.getByTestId('home-welcome')).toBeVisible();
});

test('the password is case-sensitive', async ({ page }) => {
  await page.goto('/signin');
  await page.getByTestId('signin-username').fill('MANAGER');
  await page.getByTestId('signin-password').fill(DEMO_PASSWORD.toLowerCase());
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('signin-error')).toBeVisible();
});
