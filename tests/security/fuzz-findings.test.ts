import { describe, expect, it } from 'vitest';
import { vehicleBrands, workshopParameters } from '../../server/core/db/schema/index.ts';
import { adminStage, rowCount, workshopIDs } from '../support/admin-support.ts';
import { errorCode, gql } from '../support/graphql-client.ts';
import { capturingLogger } from './fuzz/log-capture.ts';

// What the schema fuzzer (schema-fuzz.test.ts) found: each used to answer INTERNAL_SERVER_ERROR
// with the SQL or the caller's values in the error log. Each now gets its own code and changes
// nothing.

const logger = capturingLogger();
const stage = adminStage({}, { logger });

const call = (query: string, variables: Record<string, unknown> = {}) =>
  gql(stage.server.url, query, variables, { token: stage.admin.token });

const errorLog = () => logger.lines.filter((line) => line.level === 'error').map((line) => line.text);

describe('values the fuzzer sent', () => {
  it('a logo written in JSON instead of sent as a file is BAD_USER_INPUT', async () => {
    const before = await rowCount(stage.server, vehicleBrands);
    const reply = await call(
      'mutation($input: CreateVehicleBrandInput!, $logo: File) { createVehicleBrand(input: $input, logo: $logo) { formErrors { field } } }',
      { input: { name: 'Fuzz brand', position: 1 }, logo: 'logo.png' },
    );
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect(await rowCount(stage.server, vehicleBrands)).toBe(before);
  });

  it('an id sent as a number is BAD_USER_INPUT, in a variable and written in the document', async () => {
    const inVariable = await call(
      'mutation($input: AppointmentActionInput!) { undoLastOperation(input: $input) { formErrors { field } } }',
      { input: { appointmentID: 3 } },
    );
    expect(errorCode(inVariable)).toBe('BAD_USER_INPUT');
    expect(inVariable.errors?.[0]?.extensions).toMatchObject({ argument: 'variables.input.appointmentID' });
    const inDocument = await call('{ appointment(appointmentID: 3) { appointmentID } }');
    expect(errorCode(inDocument)).toBe('BAD_USER_INPUT');
  });

  it('an appointment action on an empty id is NOT_FOUND', async () => {
    const reply = await call(
      'mutation($input: JobStartInput!) { jobStart(input: $input) { formErrors { field } } }',
      { input: { appointmentID: '' } },
    );
    expect(errorCode(reply)).toBe('NOT_FOUND');
  });

  it("an unknown workshop's parameters are NOT_FOUND, read or written, and no row is made", async () => {
    const before = await rowCount(stage.server, workshopParameters);
    const unknown = '4a111dd1-672b-4156-b1ef-e163bd1a9b4c';
    const read = await call('query($w: ID!) { parameters(workshopID: $w) { workshopID } }', { w: unknown });
    expect(errorCode(read)).toBe('NOT_FOUND');
    const written = await call(
      'mutation($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field } } }',
      { input: { workshopID: unknown } },
    );
    expect(errorCode(written)).toBe('NOT_FOUND');
    expect(await rowCount(stage.server, workshopParameters)).toBe(before);
  });

  it('a date at the edge of the calendar is BAD_USER_INPUT', async () => {
    const milano = (await workshopIDs(stage.server)).milano;
    for (const referenceDateTime of ['9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z']) {
      const reply = await call(
        'query($w: ID!, $at: DateTime) { queueCounts(workshopID: $w, referenceDateTime: $at) { __typename } }',
        { w: milano, at: referenceDateTime },
      );
      expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('the error log', () => {
  it("holds no caller's value from a variable of the wrong shape", async () => {
    const plate = 'FZ123ZZ';
    const reply = await call(
      'query($w: ID!, $p: String!) { returningCustomer(workshopID: $w, licensePlate: $p) { licensePlate } }',
      {
        w: { plate },
        p: plate,
      },
    );
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect(errorLog().filter((line) => line.includes(plate))).toEqual([]);
  });
});
