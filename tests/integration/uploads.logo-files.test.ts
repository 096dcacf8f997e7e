import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { vehicleBrands, workshops } from '../../server/core/db/schema/index.ts';
import { adminStage, rowCount } from '../support/admin-support.ts';
import { errorCode, type GraphQLReply, gqlUpload, signIn } from '../support/graphql-client.ts';
import { dataUrl, pngBytes } from '../support/images.ts';

// Logos sent as files in GraphQL multipart requests (spec §7), to the spec's endpoint `/`: stored
// as the same data URL a JSON client would send (decision 0005), checked by the same rules, with
// the same field errors; a file too large for a request is refused before any resolver runs.

const stage = adminStage();

/** PNG-signed bytes of exactly `size` bytes, the last one 7. */
function png(size: number): Uint8Array<ArrayBuffer> {
  const bytes = pngBytes(size);
  bytes[size - 1] = 7;
  return bytes;
}

const CREATE_WORKSHOP = `mutation ($input: CreateWorkshopInput!, $logo: File) {
  createWorkshop(input: $input, logo: $logo) { workshop { workshopID logoUrl } formErrors { field code } }
}`;
const UPDATE_WORKSHOP = `mutation ($input: UpdateWorkshopInput!, $logo: File) {
  updateWorkshop(input: $input, logo: $logo) { workshop { logoUrl } formErrors { field code } }
}`;
const CREATE_BRAND = `mutation ($input: CreateVehicleBrandInput!, $logo: File) {
  createVehicleBrand(input: $input, logo: $logo) { vehicleBrand { vehicleBrandID logoUrl } formErrors { field code } }
}`;
const UPDATE_BRAND = `mutation ($input: UpdateVehicleBrandInput!, $logo: File) {
  updateVehicleBrand(input: $input, logo: $logo) { vehicleBrand { logoUrl } formErrors { field code } }
}`;

// biome-ignore lint/suspicious/noExplicitAny: the tests read replies by shape, as a client would.
type Reply = GraphQLReply<Record<string, any>>;

const workshopInput = (code: string) => ({ workshopCode: code, name: `Officina ${code}`, zipCode: '10121' });

function upload(
  query: string,
  variables: Record<string, unknown>,
  bytes: Uint8Array<ArrayBuffer>,
  type = 'image/png',
  token = stage.admin.token,
): Promise<Reply> {
  return gqlUpload(
    stage.server.url,
    query,
    variables,
    { variable: 'logo', bytes, name: 'logo.png', type },
    { token },
  );
}

describe('a workshop logo sent as a file', () => {
  it('is stored as its data URL; a later update with another file replaces it', async () => {
    const first = png(64);
    const made = await upload(CREATE_WORKSHOP, { input: workshopInput('UP01') }, first);
    expect(made.status).toBe(200);
    const { workshop, formErrors } = made.data!.createWorkshop;
    expect(formErrors).toEqual([]);
    expect(workshop.logoUrl).toBe(dataUrl('image/png', first));

    const second = png(80);
    const updated = await upload(UPDATE_WORKSHOP, { input: { workshopID: workshop.workshopID } }, second);
    expect(updated.data!.updateWorkshop.workshop.logoUrl).toBe(dataUrl('image/png', second));
    const [row] = await stage.server.services.db
      .select()
      .from(workshops)
      .where(eq(workshops.workshopID, workshop.workshopID));
    expect(row?.logoUrl).toBe(dataUrl('image/png', second));
  });

  it('is typed by its bytes when the client sends no image type', async () => {
    const bytes = png(40);
    const made = await upload(
      CREATE_WORKSHOP,
      { input: workshopInput('UP02') },
      bytes,
      'application/octet-stream',
    );
    expect(made.data!.createWorkshop.workshop.logoUrl).toBe(dataUrl('image/png', bytes));
  });

  it.each([
    ['a text file', new TextEncoder().encode('not a picture'), 'text/plain', 'validation.imageType'],
    [
      'a file calling itself PNG that is not one',
      new TextEncoder().encode('GIF89a......'),
      'image/png',
      'validation.imageType',
    ],
    ['a PNG over 512 KB', png(512 * 1024 + 1), 'image/png', 'validation.imageSize'],
  ])('%s gets the logo field error and no workshop is made', async (_what, bytes, type, code) => {
    const before = await rowCount(stage.server, workshops);
    const reply = await upload(CREATE_WORKSHOP, { input: workshopInput('UP03') }, bytes, type);
    expect(reply.data!.createWorkshop).toEqual({
      workshop: null,
      formErrors: [{ field: 'logoUrl', code }],
    });
    expect(await rowCount(stage.server, workshops)).toBe(before);
  });

  it('a file over the 1 MiB request limit is refused with 413 before anything runs', async () => {
    const before = await rowCount(stage.server, workshops);
    const reply = await upload(CREATE_WORKSHOP, { input: workshopInput('UP04') }, png(1024 * 1024 + 1));
    expect(reply.status).toBe(413);
    expect(errorCode(reply)).toBe('REQUEST_ENTITY_TOO_LARGE');
    expect(await rowCount(stage.server, workshops)).toBe(before);
  });

  it('a manager may not make a workshop, file or not', async () => {
    const manager = await signIn(stage.server.url, 'manager', DEMO_PASSWORD);
    const before = await rowCount(stage.server, workshops);
    const reply = await upload(
      CREATE_WORKSHOP,
      { input: workshopInput('UP05') },
      png(64),
      'image/png',
      manager.token,
    );
    expect(errorCode(reply)).toBe('FORBIDDEN');
    expect(await rowCount(stage.server, workshops)).toBe(before);
  });
});

describe('a brand logo sent as a file', () => {
  it('is stored; an update without a logo keeps it; an empty logoUrl removes it', async () => {
    const bytes = png(48);
    const made = await upload(CREATE_BRAND, { input: { name: 'Marca Caricata', position: 90 } }, bytes);
    const { vehicleBrand } = made.data!.createVehicleBrand;
    expect(vehicleBrand.logoUrl).toBe(dataUrl('image/png', bytes));
    const stored = async () =>
      (
        await stage.server.services.db
          .select()
          .from(vehicleBrands)
          .where(eq(vehicleBrands.vehicleBrandID, vehicleBrand.vehicleBrandID))
      )[0]?.logoPath;

    const renamed = await stage.asAdmin(UPDATE_BRAND, {
      input: { vehicleBrandID: vehicleBrand.vehicleBrandID, name: 'Marca Rinominata', position: 90 },
    });
    expect(renamed.data!.updateVehicleBrand.formErrors).toEqual([]);
    expect(await stored()).toBe(dataUrl('image/png', bytes));

    await stage.asAdmin(UPDATE_BRAND, {
      input: {
        vehicleBrandID: vehicleBrand.vehicleBrandID,
        name: 'Marca Rinominata',
        position: 90,
        logoUrl: '',
      },
    });
    expect(await stored()).toBeNull();
  });
});
