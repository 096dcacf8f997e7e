import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkshopStatsPdfDocument } from '../../client/src/graphql/generated/graphql.ts';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { errorCode, gqlPersisted, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * `downloadWorkshopStatsPDF` (docs/statistics.md, "Exports"), asked for as the Statistics screen
 * asks (its persisted document): a real PDF, its text in the caller's language, drawn to a PNG
 * under the temp folder (PDF_PNG_DIR to keep it elsewhere) for a person to look at.
 */
let server: TestServer;
let manager: Session;
let workshopID: string;
const PNG_DIR = process.env.PDF_PNG_DIR ?? join(tmpdir(), 'turno-statistics-pdf');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  workshopID = (await demoWorkshop(server, 'MI01')).workshopID;
});

afterAll(async () => {
  await server?.stop();
});

type Pdf = { downloadWorkshopStatsPDF: { fileName: string; contentType: string; base64: string } };

function requestPdf(session: Session, language: string, variables: Record<string, unknown> = {}) {
  return gqlPersisted<Pdf>(
    server.url,
    WorkshopStatsPdfDocument,
    { workshopID, appointmentsFromDate: day(-30), appointmentsToDate: day(1), ...variables },
    { token: session.token, headers: { 'accept-language': language } },
  );
}

describe('the statistics PDF', () => {
  it.each([
    [
      'it',
      [
        'Statistiche dell’officina',
        'Indicatori',
        'Arrivi per coda',
        'Per accettatore',
        'Per coda',
        'Puntualità',
      ],
    ],
    ['en', ['Workshop statistics', 'Figures', 'Arrivals by queue', 'By acceptor', 'By queue', 'Timing']],
  ] as const)('is a PDF with the workshop, the period and every section, in %s', async (language, expected) => {
    const reply = await requestPdf(manager, language);
    expect(reply.errors).toBeUndefined();
    const file = reply.data!.downloadWorkshopStatsPDF;
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toMatch(new RegExp(`MI01 ${day(-30)} ${day(1)}\\.pdf$`));
    const bytes = new Uint8Array(Buffer.from(file.base64, 'base64'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const document = await getDocumentProxy(bytes.slice());
    const { text } = await extractText(document, { mergePages: true });
    for (const words of expected) expect(text).toContain(words);
    expect(text).toMatch(/Milano/);

    const png = await renderPageAsImage(bytes.slice(), 1, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: 1.5,
    });
    expect(Buffer.from(png).subarray(1, 4).toString()).toBe('PNG');
    mkdirSync(PNG_DIR, { recursive: true });
    writeFileSync(join(PNG_DIR, `statistics-${language}.png`), Buffer.from(png));
  });

  it('is refused to roles outside Statistics and for a reversed period', async () => {
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    expect(errorCode(await requestPdf(acceptor, 'it'))).toBe('FORBIDDEN');
    const reversed = await requestPdf(manager, 'it', {
      appointmentsFromDate: day(1),
      appointmentsToDate: day(-1),
    });
    expect(errorCode(reversed)).toBe('BAD_USER_INPUT');
  });
});
