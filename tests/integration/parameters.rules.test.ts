import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopParameters } from '../../server/core/db/schema/index.ts';
import {
  type Call,
  caller,
  demoCaller,
  fieldsOf,
  romaOnlyManager,
  workshopIDs,
} from '../support/admin-support.ts';
import { errorCode } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A workshop manager edits the spec §3 parameters: each rule refuses on its field and changes nothing.

let server: TestServer;
let call: Call;
let milano: string;

beforeAll(async () => {
  server = await startTestServer();
  call = await demoCaller(server, 'manager');
  milano = (await workshopIDs(server)).milano;
});
afterAll(async () => {
  await server?.stop();
});

const UPDATE = `mutation ($input: UpdateParametersInput!) {
  updateParameters(input: $input) {
    parameters { acceptanceDurationMinutes welcome criticalThresholdAlertChannel bookingOfficeEmail
      workshopRoleWarnings { roleName alertTypeID } dailyStatisticsRoleNames }
    formErrors { field code message }
  }
}`;
const READ = `query ($workshopID: ID!) { parameters(workshopID: $workshopID) { acceptanceDurationMinutes welcome } }`;

async function stored() {
  const [row] = await server.services.db
    .select()
    .from(workshopParameters)
    .where(eq(workshopParameters.workshopID, milano));
  return row;
}

describe('parameters', () => {
  it('change what is sent and keep the rest; role lists are replaced', async () => {
    const before = await stored();
    const reply = await call(UPDATE, {
      input: {
        workshopID: milano,
        acceptanceDurationMinutes: 25,
        criticalThresholdAlertChannel: 'both',
        bookingOfficeEmail: 'booking@officina.example',
        workshopRoleWarnings: [{ roleName: 'Accettatore', alertTypeID: 1 }],
        dailyStatisticsRoleNames: ['Workshop manager'],
      },
    });
    expect(reply.data!.updateParameters.formErrors).toEqual([]);
    expect(reply.data!.updateParameters.parameters).toMatchObject({
      acceptanceDurationMinutes: 25,
      criticalThresholdAlertChannel: 'both',
      bookingOfficeEmail: 'booking@officina.example',
      welcome: before!.welcome,
      workshopRoleWarnings: [{ roleName: 'Accettatore', alertTypeID: 1 }],
      dailyStatisticsRoleNames: ['Workshop manager'],
    });
    const read = await call(READ, { workshopID: milano });
    expect(read.data!.parameters.acceptanceDurationMinutes).toBe(25);
  });

  it('keep personal data for the months the manager sets (24 unless told)', async () => {
    const READ_RETENTION = `query ($workshopID: ID!) { parameters(workshopID: $workshopID) { personalDataRetentionMonths } }`;
    expect((await call(READ_RETENTION, { workshopID: milano })).data!.parameters).toEqual({
      personalDataRetentionMonths: 24,
    });
    const reply = await call(UPDATE, { input: { workshopID: milano, personalDataRetentionMonths: 6 } });
    expect(reply.data!.updateParameters.formErrors).toEqual([]);
    expect((await stored())?.personalDataRetentionMonths).toBe(6);
    await call(UPDATE, { input: { workshopID: milano, personalDataRetentionMonths: 24 } });
  });

  it.each([
    [
      'a duration out of range',
      { acceptanceDurationMinutes: 481 },
      'acceptanceDurationMinutes:validation.range',
    ],
    ['a negative tolerance', { toleranceMinutes: -5 }, 'toleranceMinutes:validation.range'],
    [
      'an unknown alert channel',
      { globalWaitingTimeAlertChannel: 'fax' },
      'globalWaitingTimeAlertChannel:validation.invalid',
    ],
    [
      'a repeat over a day',
      { acceptorInactivityAlertRepeatMinutes: 1441 },
      'acceptorInactivityAlertRepeatMinutes:validation.range',
    ],
    [
      'a retention of personal data under six months',
      { personalDataRetentionMonths: 5 },
      'personalDataRetentionMonths:validation.range',
    ],
    [
      'a retention of personal data over ten years',
      { personalDataRetentionMonths: 121 },
      'personalDataRetentionMonths:validation.range',
    ],
    [
      'an SMS with an unknown placeholder',
      { welcome: 'Ciao {nome}' },
      'welcome:validation.unknownPlaceholder',
    ],
    ['an SMS over four messages', { reminder: 'x'.repeat(641) }, 'reminder:validation.maxLength'],
    ['a malformed booking e-mail', { bookingOfficeEmail: 'booking@' }, 'bookingOfficeEmail:validation.email'],
    [
      'an unknown SMS sender',
      { smsSenderID: '00000000-0000-4000-8000-000000000000' },
      'smsSenderID:validation.invalid',
    ],
    [
      'Admin receiving statistics',
      { dailyStatisticsRoleNames: ['Admin'] },
      'dailyStatisticsRoleNames.0:validation.notAssignable',
    ],
    [
      'an unknown alert type',
      { workshopRoleWarnings: [{ roleName: 'Accettatore', alertTypeID: 7 }] },
      'workshopRoleWarnings.0.alertTypeID:validation.invalid',
    ],
  ])('refuse %s on its field and change nothing', async (_what, input, expected) => {
    const before = await stored();
    const reply = await call(UPDATE, {
      input: { workshopID: milano, acceptanceDurationMinutes: 30, ...input },
    });
    expect(reply.data!.updateParameters.parameters).toBeNull();
    expect(fieldsOf(reply.data!.updateParameters)).toEqual([expected]);
    expect(await stored()).toEqual(before);
  });

  it('are refused to a manager of another workshop', async () => {
    const roma = caller(server, await romaOnlyManager(server, 'manager.roma.parameters'));
    const before = await stored();
    expect(errorCode(await roma(READ, { workshopID: milano }))).toBe('FORBIDDEN');
    expect(errorCode(await roma(UPDATE, { input: { workshopID: milano, toleranceMinutes: 3 } }))).toBe(
      'FORBIDDEN',
    );
    expect(await stored()).toEqual(before);
  });
});
