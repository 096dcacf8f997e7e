import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAs } from './fixtures.ts';

/** Where the customer-surface screenshots go (looked at by a person, not committed). */
export const SHOTS = '/tmp/shots-customer';
/** The demo workshop the device accounts' first monitor and totem belong to. */
export const MILANO = 'Turno Milano Centro';

/** A plate no other test (or parallel worker) uses: prefix plus a base-36 stamp, 7–9 characters. */
export function uniquePlate(prefix: string): string {
  const stamp = (Date.now() * 100 + Math.floor(Math.random() * 100)).toString(36).toUpperCase();
  return `${prefix}${stamp.slice(-7 + prefix.length)}`.slice(0, 9);
}

/** Opens a device screen: the session gate sends it to /signin, and signing in comes back. */
export async function signInDevice(page: Page, path: string, userName: string, password = DEMO_PASSWORD) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin/);
  await page.getByTestId('signin-username').fill(userName);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/**
 * The demo totem of Milano at kiosk size (portrait 1080×1920, touch) in its own browser context,
 * signed in as the totem device account and showing the start screen in `lng`.
 */
export async function openTotem(browser: Browser, lng = 'it'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 }, hasTouch: true });
  const page = await context.newPage();
  await signInDevice(page, '/totem', 'totem');
  await page.getByTestId('totem-picker-option').filter({ hasText: MILANO }).click();
  if (lng !== 'it') await page.goto(`/totem?lng=${lng}`);
  await expect(page.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');
  return page;
}

/** Today's day in the workshop's zone (YYYY-MM-DD). */
export function romeDay(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 24 * 3600_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date);
}

/** A staff member in their own browser context. */
export async function staffPage(browser: Browser, userName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, userName);
  return page;
}

/** One GraphQL call from the page, with the page's own session (as the SPA would send it). */
export async function api<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const token = localStorage.getItem('turno.token');
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** A walk-in registered at the desk by `staff` in `queueID`; its appointment id. */
export async function deskWalkIn(staff: Page, workshopID: string, queueID: string, plate: string) {
  const { vehicleBrands } = await api<{ vehicleBrands: { vehicleBrandID: string }[] }>(
    staff,
    '{ vehicleBrands { vehicleBrandID } }',
  );
  const data = await api<{ registerNewAppointment: { appointment: { appointmentID: string } } }>(
    staff,
    `mutation ($input: RegisterNewAppointmentInput!) {
      registerNewAppointment(input: $input) { appointment { appointmentID } formErrors { field } }
    }`,
    {
      input: {
        workshopID,
        queueID,
        vehicleBrandID: vehicleBrands[0]!.vehicleBrandID,
        licensePlate: plate,
        name: 'Cliente Prova',
        mobile: '3471234567',
        description: 'Prova e2e',
      },
    },
  );
  return data.registerNewAppointment.appointment.appointmentID;
}

/** A booking made at the desk by `staff` for `bookingDateTime` in `queueID`, not confirmed by SMS. */
export async function deskBooking(
  staff: Page,
  workshopID: string,
  queueID: string,
  plate: string,
  bookingDateTime: Date,
) {
  const { vehicleBrands } = await api<{ vehicleBrands: { vehicleBrandID: string }[] }>(
    staff,
    '{ vehicleBrands { vehicleBrandID } }',
  );
  await api(
    staff,
    `mutation ($input: AppointmentInput!) { createAppointment(input: $input) { appointment { appointmentID } } }`,
    {
      input: {
        workshopID,
        licensePlate: plate,
        name: 'Futura Prenotazione',
        mobile: '3331234567',
        vehicleBrandID: vehicleBrands[0]?.vehicleBrandID,
        vehicleModel: 'Ypsilon',
        bookingDateTime: bookingDateTime.toISOString(),
        queueID,
        sendConfirmationSms: false,
      },
    },
  );
}

/** The appointment id of a plate, as the desk finds it. */
export async function appointmentByPlate(staff: Page, workshopID: string, plate: string) {
  const data = await api<{ appointments: { nodes: { appointmentID: string; licensePlate: string }[] } }>(
    staff,
    `query ($filter: AppointmentFilter!) { appointments(filter: $filter) { nodes { appointmentID licensePlate } } }`,
    { filter: { workshopID, search: plate } },
  );
  const found = data.appointments.nodes.find((node) => node.licensePlate === plate);
  if (!found) throw new Error(`no appointment with plate ${plate}`);
  return found.appointmentID;
}

/**
 * Calls the appointment into a free box (trying each free one: the other test worker may take the
 * same box a moment earlier); the box's name.
 */
export async function callIntoFreeBox(staff: Page, workshopID: string, appointmentID: string) {
  const { boxes } = await api<{
    boxes: { boxID: string; name: string; notAvailable: boolean; currentAppointment: unknown }[];
  }>(
    staff,
    `query ($workshopID: ID!) { boxes(workshopID: $workshopID) { boxID name notAvailable currentAppointment { appointmentID } } }`,
    { workshopID },
  );
  const free = boxes.filter((box) => !box.notAvailable && !box.currentAppointment);
  for (const box of free.sort(() => Math.random() - 0.5)) {
    try {
      await api(
        staff,
        `mutation ($input: PickAppointmentInput!) { pickAppointment(input: $input) { appointment { appointmentID } } }`,
        { input: { appointmentID, boxID: box.boxID } },
      );
      return box.name;
    } catch (error) {
      if (!String(error).includes('BOX_BUSY')) throw error;
    }
  }
  throw new Error('no free box');
}

/** One lifecycle action on the appointment (jobStart, jobEnd, …). */
export async function act(staff: Page, action: 'jobStart' | 'jobEnd' | 'uscita', appointmentID: string) {
  const input = action === 'jobStart' ? 'JobStartInput' : 'AppointmentActionInput';
  await api(
    staff,
    `mutation ($input: ${input}!) { ${action}(input: $input) { appointment { appointmentID statusCode } } }`,
    { input: { appointmentID } },
  );
}

interface Totem {
  totemID: string;
  workshopID: string;
  workshopName: string;
  totemQueues: { queueID: string }[];
}

/** Starts and ends the job of a customer in a box: the box is free again (status 7). */
export async function throughTheJob(staff: Page, appointmentID: string) {
  await act(staff, 'jobStart', appointmentID);
  await act(staff, 'jobEnd', appointmentID);
}

/** The Milano totem as its device account sees it: its workshop and the queues it serves. */
export async function milanoTotem(page: Page): Promise<{ workshopID: string; queueIDs: string[] }> {
  const { myTotems } = await api<{ myTotems: Totem[] }>(
    page,
    '{ myTotems { totemID workshopID workshopName totemQueues { queueID } } }',
  );
  const totem = myTotems.find((item) => item.workshopName === MILANO)!;
  return { workshopID: totem.workshopID, queueIDs: totem.totemQueues.map((q) => q.queueID) };
}

/** A walk-in registered through the totem API (as the kiosk does); its tracking code and workshop. */
export async function walkInAtTotem(browser: Browser, plate: string) {
  const page = await (await browser.newContext()).newPage();
  await signInDevice(page, '/totem', 'totem');
  const { myTotems } = await api<{ myTotems: Totem[] }>(
    page,
    '{ myTotems { totemID workshopID workshopName totemQueues { queueID } } }',
  );
  const totem = myTotems.find((item) => item.workshopName === MILANO)!;
  const { vehicleBrands } = await api<{ vehicleBrands: { vehicleBrandID: string }[] }>(
    page,
    '{ vehicleBrands { vehicleBrandID } }',
  );
  const { totemRegisterWalkIn } = await api<{ totemRegisterWalkIn: { welcome: { code: string } } }>(
    page,
    `mutation ($input: TotemWalkInInput!) { totemRegisterWalkIn(input: $input) { welcome { code } formErrors { field } } }`,
    {
      input: {
        totemID: totem.totemID,
        queueID: totem.totemQueues[0]!.queueID,
        vehicleBrandID: vehicleBrands[0]!.vehicleBrandID,
        licensePlate: plate,
        name: 'Tina Traccia',
        mobile: '+393471234567',
        description: 'Prova tracking',
        smsConsent: true,
        privacyNoticeVersion: 1,
      },
    },
  );
  await page.context().close();
  return { code: totemRegisterWalkIn.welcome.code, workshopID: totem.workshopID };
}

/** A walk-in taken into a box and through its job by an acceptor: ready for pickup (status 7). */
export async function readyForPickup(browser: Browser, plate: string) {
  const visit = await walkInAtTotem(browser, plate);
  const acceptor = await staffPage(browser, 'acceptor1');
  const id = await appointmentByPlate(acceptor, visit.workshopID, plate);
  await callIntoFreeBox(acceptor, visit.workshopID, id);
  await throughTheJob(acceptor, id);
  await acceptor.context().close();
  return { ...visit, plate };
}
