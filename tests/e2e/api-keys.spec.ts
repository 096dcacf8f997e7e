import type { Page } from '@playwright/test';
import { apiKeysEn } from '../../client/src/features/api-keys/i18n.en.ts';
import { apiKeysIt } from '../../client/src/features/api-keys/i18n.it.ts';
import { staffPage } from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * /Chiavi-API (docs/integrations.md): an admin creates a workshop key, sees its text once, the key
 * works, and once revoked it no longer does.
 */
const TEXTS = { it: apiKeysIt, en: apiKeysEn } as const;
const SHOTS = '/tmp/shots-api-keys';

/** What an integrator's system does with the key: its own document over HTTP. */
async function pingWith(page: Page, key: string) {
  const reply = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    data: { query: '{ ping }' },
  });
  return (await reply.json()) as {
    data?: { ping: boolean } | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

/** Today's appointments of the workshop, read with the key as docs/integrations.md shows it. */
async function todayWith(page: Page, key: string, workshopID: string) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const reply = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    data: {
      query:
        'query Today($f: AppointmentFilter!) { appointments(filter: $f) { totalCount nodes { appointmentID } } }',
      variables: { f: { workshopID, day } },
    },
  });
  return (await reply.json()) as {
    data?: { appointments: { totalCount: number; nodes: unknown[] } } | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

for (const lng of ['it', 'en'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${lng}, ${scheme}: an admin creates a key, sees it once and revokes it`, async ({ browser }) => {
      const text = TEXTS[lng];
      const name = `DMS ${lng} ${scheme} ${Date.now() % 100_000}`;
      const admin = await staffPage(browser, 'admin');
      await admin.setViewportSize({ width: 1440, height: 900 });
      await admin.emulateMedia({ colorScheme: scheme });
      await admin.goto(`/Chiavi-API?lng=${lng}`);
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(admin.getByTestId('api-keys-card')).toBeVisible();

      await admin.getByTestId('api-key-new').click();
      const form = admin.getByTestId('api-key-form');
      // No name and no permission: the form says so without asking the server.
      await admin.getByTestId('api-key-scope-appointments:read').click();
      await admin.getByTestId('api-key-form-save').click();
      await expect(form.getByRole('alert')).toBeVisible();
      await admin.getByTestId('api-key-name').fill(name);
      await admin.getByTestId('api-key-scope-appointments:read').click();
      await admin.getByTestId('api-key-scope-statistics:read').click();
      if (lng === 'it' && scheme === 'light')
        await admin.screenshot({ path: `${SHOTS}/create-${lng}-${scheme}.png` });
      await admin.getByTestId('api-key-form-save').click();

      const secretDialog = admin.getByTestId('api-key-secret-dialog');
      await expect(secretDialog).toContainText(text.secretWarning);
      const key = await admin.getByTestId('api-key-secret').inputValue();
      expect(key).toMatch(/^turno_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
      await admin.screenshot({ path: `${SHOTS}/secret-${lng}-${scheme}.png` });
      expect((await pingWith(admin, key)).data?.ping).toBe(true);
      // The page names the workshop id the integrator's requests carry; today's list answers with it.
      const workshopID = (await admin.getByTestId('api-keys-workshop-id').textContent()) ?? '';
      const today = await todayWith(admin, key, workshopID);
      expect(today.errors).toBeUndefined();
      expect(today.data?.appointments.totalCount).toEqual(expect.any(Number));
      await admin.getByTestId('api-key-secret-done').click();
      await expect(secretDialog).toBeHidden();
      // Shown once: nowhere on the page any more, only the prefix in the list.
      await expect(admin.locator('body')).not.toContainText(key.slice(-43));
      const row = admin.getByTestId(`api-key-row-${name}`);
      await expect(row).toContainText(`turno_${key.slice(6, 22)}_…`);
      await expect(row).toContainText(text.scopes.statisticsRead);
      await expect(row).toContainText(text.active);
      await admin.screenshot({ path: `${SHOTS}/list-${lng}-${scheme}.png`, fullPage: true });

      await admin.getByTestId(`api-key-revoke-${name}`).click();
      const confirm = admin.getByTestId('api-key-revoke-dialog');
      await expect(confirm).toContainText(name);
      await confirm.getByRole('button', { name: text.revoke }).click();
      await expect(admin.locator('[data-sonner-toast]').getByText(text.revoked)).toBeVisible();
      await expect(row).toContainText(text.revokedOn.split(' {{')[0] ?? '');
      await expect(admin.getByTestId(`api-key-revoke-${name}`)).toHaveCount(0);
      const refused = await pingWith(admin, key);
      expect(refused.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
      await admin.context().close();
    });
  }
}
