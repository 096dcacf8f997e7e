import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleBrands, workshops } from '../../server/core/db/schema/index.ts';
import { adminStage, rowCount } from '../support/admin-support.ts';
import { type GraphQLReply, gqlUpload } from '../support/graphql-client.ts';
import { dataUrl } from '../support/images.ts';

// An SVG is a document: it can carry scripts, event handlers, HTML and links elsewhere. A logo
// leaves Turno through the API, so it is cleaned on upload (server/core/images/svg-logo.ts), and
// a logo stored before that is cleaned when read; the picture itself comes through unchanged.

const HOSTILE = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <script xlink:href="https://evil.example/x.js"/>
  <rect width="100" height="100" fill="#1f5fae" onclick="alert(2)" onmouseover="alert(3)"/>
  <a href="javascript:alert(4)"><circle cx="50" cy="50" r="20" fill="white"/></a>
  <a xlink:href="javascript:alert(5)"><text x="10" y="90">Turno</text></a>
  <a href="https://evil.example/phish"><circle cx="80" cy="20" r="5" fill="red"/></a>
  <foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(6)"/></div></foreignObject>
  <use href="https://evil.example/sprite.svg#mark"/>
  <use xlink:href="//evil.example/sprite.svg#mark"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(7)"/>
  <set attributeName="href" to="javascript:alert(8)"/>
  <animate attributeName="href" values="javascript:alert(9)"/>
  <rect width="1" height="1" style="fill: url(https://evil.example/paint.svg#p)"/>
  <style>@import url(https://evil.example/x.css); rect { fill: red }</style>
</svg>`;

/** A logo a designer would make: gradient, shapes reused by `use`, a style sheet and text. */
const BENIGN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64">' +
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#1f5fae"/><stop offset="1" stop-color="#0b2f5c"/></linearGradient>' +
  '<path id="mark" d="M8 8h48v48H8z"/></defs><style>.t{font:bold 20px sans-serif;fill:url(#g)}</style>' +
  '<use href="#mark" fill="url(#g)"/><use xlink:href="#mark" transform="scale(0.5)" fill="white"/>' +
  '<image width="4" height="4" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII="/>' +
  '<text class="t" x="32" y="40" text-anchor="middle">T</text></svg>';

const svgFile = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const svgDataUrl = (text: string) => dataUrl('image/svg+xml', svgFile(text));
const svgOf = (logoUrl: string) => {
  expect(logoUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(logoUrl.slice(logoUrl.indexOf(',') + 1), 'base64').toString('utf8');
};

/** Nothing in the SVG that could run, or fetch from another site; the picture's shapes still there. */
function expectDefused(svg: string) {
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg).not.toMatch(/javascript:/i);
  expect(svg).not.toMatch(/foreignObject|<iframe|<set|<animate|@import/i);
  expect(svg).not.toContain('evil.example');
  expect(svg).toContain('<rect width="100" height="100" fill="#1f5fae"/>');
  expect(svg).toContain('<circle cx="50" cy="50" r="20" fill="white"/>');
  expect(svg).toContain('<text x="10" y="90">Turno</text>');
}

const CREATE_WORKSHOP = `mutation ($input: CreateWorkshopInput!, $logo: File) {
  createWorkshop(input: $input, logo: $logo) { workshop { workshopID logoUrl } formErrors { field code } }
}`;
const CREATE_BRAND = `mutation ($input: CreateVehicleBrandInput!, $logo: File) {
  createVehicleBrand(input: $input, logo: $logo) { vehicleBrand { vehicleBrandID logoUrl logoPath } formErrors { field code } }
}`;
const WORKSHOP = 'query ($id: ID!) { workshop(workshopID: $id) { logoUrl } }';

// biome-ignore lint/suspicious/noExplicitAny: the tests read replies by shape, as a client would.
type Reply = GraphQLReply<Record<string, any>>;

const stage = adminStage();

const workshopInput = (code: string) => ({ workshopCode: code, name: `Officina ${code}`, zipCode: '10121' });

function uploadSvg(query: string, variables: Record<string, unknown>, text: string, name = 'logo.svg') {
  return gqlUpload(
    stage.server.url,
    query,
    variables,
    { variable: 'logo', bytes: svgFile(text), name, type: 'image/svg+xml' },
    { token: stage.admin.token },
  ) as Promise<Reply>;
}

async function storedWorkshopLogo(workshopID: string) {
  const [row] = await stage.server.services.db
    .select()
    .from(workshops)
    .where(eq(workshops.workshopID, workshopID));
  return row?.logoUrl ?? '';
}

describe('a hostile SVG logo uploaded as a file', () => {
  it('is stored and served as a workshop logo without scripts, handlers or outside links', async () => {
    const reply = await uploadSvg(CREATE_WORKSHOP, { input: workshopInput('SV01') }, HOSTILE);
    expect(reply.status).toBe(200);
    const { workshop, formErrors } = reply.data!.createWorkshop;
    expect(formErrors).toEqual([]);
    expectDefused(svgOf(workshop.logoUrl));
    expectDefused(svgOf(await storedWorkshopLogo(workshop.workshopID)));
    const read = await stage.asAdmin(WORKSHOP, { id: workshop.workshopID });
    expectDefused(svgOf(read.data!.workshop.logoUrl));
  });

  it('is cleaned the same way as a vehicle brand logo', async () => {
    const reply = await uploadSvg(CREATE_BRAND, { input: { name: 'Marca Ostile', position: 91 } }, HOSTILE);
    const { vehicleBrand, formErrors } = reply.data!.createVehicleBrand;
    expect(formErrors).toEqual([]);
    expectDefused(svgOf(vehicleBrand.logoUrl));
    expectDefused(svgOf(vehicleBrand.logoPath));
    const [row] = await stage.server.services.db
      .select()
      .from(vehicleBrands)
      .where(eq(vehicleBrands.vehicleBrandID, vehicleBrand.vehicleBrandID));
    expectDefused(svgOf(row?.logoPath ?? ''));
  });

  it('is cleaned when sent as a data URL in JSON instead', async () => {
    const reply = await stage.asAdmin(CREATE_WORKSHOP, {
      input: { ...workshopInput('SV02'), logoUrl: svgDataUrl(HOSTILE) },
    });
    expectDefused(svgOf(reply.data!.createWorkshop.workshop.logoUrl));
  });
});

describe('a benign SVG logo', () => {
  it('comes back exactly as it was sent', async () => {
    const reply = await uploadSvg(CREATE_WORKSHOP, { input: workshopInput('SV03') }, BENIGN);
    const { workshop } = reply.data!.createWorkshop;
    expect(svgOf(workshop.logoUrl)).toBe(BENIGN);
    expect(await storedWorkshopLogo(workshop.workshopID)).toBe(svgDataUrl(BENIGN));
  });
});

describe('a logo that is not a readable SVG', () => {
  it.each([
    [
      'a damaged SVG',
      '<svg xmlns="http://www.w3.org/2000/svg"><g><rect/></svg>',
      'validation.imageMalformed',
    ],
    ['an SVG without its namespace', '<svg viewBox="0 0 1 1"><rect/></svg>', 'validation.imageMalformed'],
    [
      'text after the SVG',
      '<svg xmlns="http://www.w3.org/2000/svg"/><script>alert(1)</script>',
      'validation.imageMalformed',
    ],
    ['an HTML page', '<html><body><script>alert(1)</script></body></html>', 'validation.imageType'],
  ])('%s is refused on logoUrl and nothing is written', async (_what, text, code) => {
    const before = await rowCount(stage.server, workshops);
    const reply = await uploadSvg(CREATE_WORKSHOP, { input: workshopInput('SV04') }, text);
    expect(reply.data!.createWorkshop).toEqual({ workshop: null, formErrors: [{ field: 'logoUrl', code }] });
    expect(await rowCount(stage.server, workshops)).toBe(before);
  });

  it('refuses a damaged SVG on a brand too', async () => {
    const before = await rowCount(stage.server, vehicleBrands);
    const reply = await uploadSvg(
      CREATE_BRAND,
      { input: { name: 'Marca Rotta', position: 92 } },
      '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
    );
    expect(reply.data!.createVehicleBrand.formErrors).toEqual([
      { field: 'logoUrl', code: 'validation.imageMalformed' },
    ]);
    expect(await rowCount(stage.server, vehicleBrands)).toBe(before);
  });
});

describe('a hostile SVG stored before logos were cleaned', () => {
  it('is cleaned when read, and the row is left as it was', async () => {
    const made = await uploadSvg(CREATE_WORKSHOP, { input: workshopInput('SV05') }, BENIGN);
    const { workshopID } = made.data!.createWorkshop.workshop;
    await stage.server.services.db
      .update(workshops)
      .set({ logoUrl: svgDataUrl(HOSTILE) })
      .where(eq(workshops.workshopID, workshopID));
    const read = await stage.asAdmin(WORKSHOP, { id: workshopID });
    expectDefused(svgOf(read.data!.workshop.logoUrl));
    expect(await storedWorkshopLogo(workshopID)).toBe(svgDataUrl(HOSTILE));
  });
});
