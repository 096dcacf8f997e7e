import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/** A plate no other test (or run) uses: 2 letters, 5 digits, e.g. `ZQ12345`. */
export function uniquePlate(prefix = 'Z'): string {
  const letter = String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  return `${prefix}${letter}${digits}`;
}

/** Picks `name` in a Select (`ui/select.tsx`) by its test id, with the mouse as a person would. */
export async function chooseOption(page: Page, testId: string, name: string) {
  await page.getByTestId(`${testId}-button`).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByTestId(`${testId}-button`)).toContainText(name);
}

/** A signed-in GraphQL caller over HTTP (a desk that is not a browser screen, e.g. the hostess). */
export interface ApiDesk {
  api: APIRequestContext;
  token: string;
  workshopID: string;
  gql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export async function apiDesk(userName: string, workshopName = 'Turno Milano Centro'): Promise<ApiDesk> {
  const api = await request.newContext({ baseURL });
  const post = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const response = await api.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  };
  const login = await post<{
    login: { profile: { token: string; roles: { workshopID: string; workshopName: string }[] } };
  }>(
    'mutation ($input: LoginInput!) { login(input: $input) { profile { token roles { workshopID workshopName } } } }',
    { input: { userName, password: DEMO_PASSWORD } },
  );
  const { token, roles } = login.login.profile;
  const workshopID = roles.find((role) => role.workshopName === workshopName)!.workshopID;
  return { api, token, workshopID, gql: (query, variables = {}) => post(query, variables, token) };
}

/** Registers a walk-in through the API in the named queue (as the hostess's desk does). */
export async function registerWalkIn(desk: ApiDesk, queueName: string, plate: string, mobile = '3331234567') {
  const { queues } = await desk.gql<{ queues: { queueID: string; name: string }[] }>(
    'query ($workshopID: ID!) { queues(workshopID: $workshopID) { queueID name } }',
    { workshopID: desk.workshopID },
  );
  const { vehicleBrands } = await desk.gql<{ vehicleBrands: { vehicleBrandID: string }[] }>(
    '{ vehicleBrands { vehicleBrandID } }',
  );
  const reply = await desk.gql<{
    registerNewAppointment: {
      appointment: { appointmentID: string } | null;
      formErrors: { field: string }[];
    };
  }>(
    'mutation ($input: RegisterNewAppointmentInput!) { registerNewAppointment(input: $input) { appointment { appointmentID } formErrors { field } } }',
    {
      input: {
        workshopID: desk.workshopID,
        queueID: queues.find((queue) => queue.name === queueName)!.queueID,
        vehicleBrandID: vehicleBrands[0]!.vehicleBrandID,
        licensePlate: plate,
        name: 'Walter Prova',
        mobile,
        description: 'Prova end-to-end',
      },
    },
  );
  expect(reply.registerNewAppointment.formErrors).toEqual([]);
  return reply.registerNewAppointment.appointment!.appointmentID;
}

/**
 * Calls the walk-in into the first free box through the API (the demo boxes are shared: another
 * test may hold one); the box's name, or null when none was free.
 */
export async function intoAFreeBox(desk: ApiDesk, appointmentID: string): Promise<string | null> {
  const { boxes } = await desk.gql<{
    boxes: {
      boxID: string;
      name: string;
      notAvailable: boolean;
      currentAppointment: { appointmentID: string } | null;
    }[];
  }>(
    'query ($workshopID: ID!) { boxes(workshopID: $workshopID) { boxID name notAvailable currentAppointment { appointmentID } } }',
    { workshopID: desk.workshopID },
  );
  for (const box of boxes.filter((b) => !b.notAvailable && !b.currentAppointment)) {
    const reply = await desk
      .gql<{ pickAppointment: { appointment: { statusCode: number } | null } }>(
        'mutation ($input: PickAppointmentInput!) { pickAppointment(input: $input) { appointment { statusCode } } }',
        { input: { appointmentID, boxID: box.boxID } },
      )
      .catch(() => null);
    if (reply?.pickAppointment.appointment?.statusCode === 4) return box.name;
  }
  return null;
}

/** Opens an action's confirmation, confirms it and waits for the dialog to close. */
export async function confirmAction(page: Page, action: string) {
  await page.getByTestId(`action-${action}`).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId(`dialog-${action}-confirm`).click();
  await expect(dialog).toBeHidden();
}
