import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, workshops } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { LOGO_MAX_BYTES } from '../../shared/validation/logo.ts';
import { adminStage, fieldsOf, rowCount, workshopIDs } from '../support/admin-support.ts';
import { errorCode } from '../support/graphql-client.ts';
import { PNG_1PX_DATA_URL, pngDataUrl } from '../support/images.ts';

// Spec §5 rules of the workshop administration, one bad input at a time: the server answers the
// right field error in `formErrors` and writes nothing. Plus logo storage and the in-use refusal
// of a workshop delete.

const stage = adminStage();

const SVG_LOGO = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>').toString('base64')}`;

const CREATE_WORKSHOP = `mutation ($input: CreateWorkshopInput!) {
  createWorkshop(input: $input) { workshop { workshopID workshopCode logoUrl timeZone maxSlots } formErrors { field code message } }
}`;
const UPDATE_WORKSHOP = `mutation ($input: UpdateWorkshopInput!) {
  updateWorkshop(input: $input) { workshop { workshopID name logoUrl withdrawalQueueID } formErrors { field code message } }
}`;
const validWorkshop = (code: string) => ({
  workshopCode: code,
  name: `Officina ${code}`,
  city: 'Torino',
  address: 'Via Roma 1',
  zipCode: '10121',
  logoUrl: PNG_1PX_DATA_URL,
});

describe('workshop rules (spec §5)', () => {
  const badInputs: [string, Record<string, unknown>, string][] = [
    ['name required', { name: '  ' }, 'name:validation.required'],
    ['zip code required', { zipCode: '' }, 'zipCode:validation.required'],
    ['zip code shape', { zipCode: '1' }, 'zipCode:validation.invalid'],
    ['logo required', { logoUrl: '' }, 'logoUrl:validation.required'],
    ['code required', { workshopCode: '' }, 'workshopCode:validation.required'],
    ['code characters', { workshopCode: 'A B' }, 'workshopCode:validation.invalid'],
    ['logo not an uploaded image', { logoUrl: 'https://x.example/logo.png' }, 'logoUrl:validation.imageType'],
    [
      'logo of a type not allowed',
      { logoUrl: `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}` },
      'logoUrl:validation.imageType',
    ],
    [
      'logo bytes not of the declared type',
      { logoUrl: `data:image/png;base64,${Buffer.from('<html>hello</html>').toString('base64')}` },
      'logoUrl:validation.imageType',
    ],
    ['logo over 512 KB', { logoUrl: pngDataUrl(LOGO_MAX_BYTES + 1) }, 'logoUrl:validation.imageSize'],
    ['unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone:validation.timeZone'],
    ['max slots below 1', { maxSlots: 0 }, 'maxSlots:validation.range'],
    [
      'returning threshold negative',
      { returningCustomerDaysThreshold: -1 },
      'returningCustomerDaysThreshold:validation.range',
    ],
  ];

  for (const [rule, change, expected] of badInputs) {
    it(`create refuses: ${rule}`, async () => {
      const before = await rowCount(stage.server, workshops);
      const reply = await stage.asAdmin(CREATE_WORKSHOP, { input: { ...validWorkshop('BAD01'), ...change } });
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.createWorkshop.workshop).toBeNull();
      expect(fieldsOf(reply.data!.createWorkshop)).toContain(expected);
      expect(await rowCount(stage.server, workshops)).toBe(before);
    });
  }

  it('creates a workshop with a PNG logo at the size limit and keeps the logo as sent', async () => {
    const logo = pngDataUrl(LOGO_MAX_BYTES);
    const reply = await stage.asAdmin(CREATE_WORKSHOP, {
      input: { ...validWorkshop('to01'), logoUrl: logo },
    });
    expect(reply.data!.createWorkshop.formErrors).toEqual([]);
    const created = reply.data!.createWorkshop.workshop;
    expect(created).toMatchObject({ workshopCode: 'TO01', timeZone: 'Europe/Rome', maxSlots: 1 });
    const read = await stage.asAdmin(`{ workshop(workshopID: "${created.workshopID}") { logoUrl } }`);
    expect(read.data!.workshop.logoUrl).toBe(logo);
  });

  it('refuses a duplicate code (any case) and changes nothing', async () => {
    const before = await rowCount(stage.server, workshops);
    const reply = await stage.asAdmin(CREATE_WORKSHOP, { input: validWorkshop('mi01') });
    expect(fieldsOf(reply.data!.createWorkshop)).toEqual(['workshopCode:validation.duplicate']);
    expect(await rowCount(stage.server, workshops)).toBe(before);
  });

  it('update refuses a bad logo or an emptied name and leaves the row as it was', async () => {
    const created = await stage.asAdmin(CREATE_WORKSHOP, {
      input: { ...validWorkshop('UP01'), logoUrl: SVG_LOGO },
    });
    const workshopID = created.data!.createWorkshop.workshop.workshopID as string;
    for (const [change, expected] of [
      [{ logoUrl: pngDataUrl(LOGO_MAX_BYTES + 1) }, 'logoUrl:validation.imageSize'],
      [
        { logoUrl: `data:image/webp;base64,${Buffer.from('not a webp').toString('base64')}` },
        'logoUrl:validation.imageType',
      ],
      [{ name: '' }, 'name:validation.required'],
      [{ maxSlots: 1001 }, 'maxSlots:validation.range'],
    ] as const) {
      const reply = await stage.asAdmin(UPDATE_WORKSHOP, { input: { workshopID, ...change } });
      expect(fieldsOf(reply.data!.updateWorkshop)).toContain(expected);
    }
    const [row] = await stage.server.services.db
      .select()
      .from(workshops)
      .where(eq(workshops.workshopID, workshopID));
    expect(row).toMatchObject({ name: 'Officina UP01', logoUrl: SVG_LOGO, maxSlots: 1 });
  });

  it("refuses another workshop's queue as the pickup queue", async () => {
    const { milano, roma } = await workshopIDs(stage.server);
    const romaQueues = await stage.asAdmin(`{ queues(workshopID: "${roma}") { queueID } }`);
    const reply = await stage.asAdmin(UPDATE_WORKSHOP, {
      input: { workshopID: milano, withdrawalQueueID: romaQueues.data!.queues[0].queueID },
    });
    expect(fieldsOf(reply.data!.updateWorkshop)).toEqual(['withdrawalQueueID:validation.invalid']);
  });

  it('refuses to delete a workshop with customers in it, and deletes it once they are gone', async () => {
    const created = await stage.asAdmin(CREATE_WORKSHOP, { input: validWorkshop('DEL01') });
    const workshopID = created.data!.createWorkshop.workshop.workshopID as string;
    const db = stage.server.services.db;
    const [visit] = await db
      .insert(appointments)
      .values({ workshopID, statusCode: STATUS.CheckedInRandom, licensePlate: 'AB123CD', walkIn: true })
      .returning();
    const refused = await stage.asAdmin(
      `mutation { deleteWorkshop(workshopID: "${workshopID}") { success } }`,
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.extensions).toMatchObject({ reason: 'WORKSHOP_IN_USE', count: 1 });
    const [kept] = await db.select().from(workshops).where(eq(workshops.workshopID, workshopID));
    expect(kept!.deletedAt).toBeNull();

    await db.delete(appointments).where(eq(appointments.appointmentID, visit!.appointmentID));
    const done = await stage.asAdmin(`mutation { deleteWorkshop(workshopID: "${workshopID}") { success } }`);
    expect(done.data!.deleteWorkshop.success).toBe(true);
    const listed = await stage.asAdmin('{ workshops(first: 200) { nodes { workshopCode } } }');
    expect(listed.data!.workshops.nodes.map((w: { workshopCode: string }) => w.workshopCode)).not.toContain(
      'DEL01',
    );
  });
});
