/**
 * A bulk appointment upload of 50,000 rows (issue 15: processed in under 60 s with progress shown):
 * an XLSX of bookings over the coming weeks in the demo workshop's queues goes to the upload
 * route; the dry run and the apply are timed from the file's arrival to the end of each pass, and
 * the progress the screen would show (processedRows) is sampled on the way. Method and figures:
 * docs/performance.md.
 *
 *   node_modules/.bin/node tests/bench/upload.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { gql, type Session } from '../support/graphql-client.ts';
import { postUploadFile } from '../support/upload-support.ts';
import { runAlone } from './support/cleanup.ts';
import { now } from './support/clock.ts';
import { config } from './support/config.ts';
import { createBenchDatabase, demoRows, signInAs, startReplica } from './support/stack.ts';
import { progress, ratio, report, table } from './support/table.ts';

const TARGET_SECONDS = 60;
const QUEUES = ['Tagliando e manutenzione', 'Pneumatici', 'Revisione'];

/** `rows` bookings, one plate each, from tomorrow on, 08:00–17:45 every quarter of an hour. */
async function sheetOf(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Appuntamenti');
  sheet.addRow(['Targa', 'Nome', 'Cellulare', 'Marca', 'Modello', 'Data', 'Ora', 'Coda', 'Descrizione']);
  const start = new Date();
  for (let i = 0; i < rows; i++) {
    const day = new Date(
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1 + Math.floor(i / 40)),
    );
    const slot = i % 40;
    const time = `${String(8 + Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`;
    sheet.addRow([
      `BU${String(i).padStart(6, '0')}`,
      `Cliente ${i}`,
      `333${String(i).padStart(7, '0')}`,
      'Fiat',
      'Panda',
      day,
      time,
      QUEUES[i % QUEUES.length],
      'Tagliando',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads replies by shape.
type State = Record<string, any>;

async function state(url: string, session: Session, uploadID: string): Promise<State> {
  const reply = await gql<{ appointmentsUpload: State }>(
    url,
    'query ($id: ID!) { appointmentsUpload(uploadID: $id) { status totalRows processedRows created updated skipped errors errorCode } }',
    { id: uploadID },
    session,
  );
  if (!reply.data) throw new Error(JSON.stringify(reply.errors));
  return reply.data.appointmentsUpload;
}

/** Polls until the pass ends; the progress readings seen on the way. */
async function settle(url: string, session: Session, uploadID: string, running: string) {
  const readings: number[] = [];
  for (;;) {
    const current = await state(url, session, uploadID);
    if (current.status !== running) return { current, readings };
    readings.push(current.processedRows);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function uploadBench(): Promise<void> {
  const rows = config.upload.rows;
  report(`## Bulk appointment upload (tests/bench/upload.ts): ${rows} rows\n`);
  progress(`writing a ${rows}-row XLSX`);
  const file = await sheetOf(rows);
  const db = await createBenchDatabase();
  const uploadDir = await mkdtemp(join(tmpdir(), 'turno-bench-uploads-'));
  try {
    const server = await startReplica({ databaseUrl: db.url, seed: true, env: { UPLOAD_DIR: uploadDir } });
    const demo = await demoRows(db.sql);
    const manager = await signInAs(server.url, 'manager');
    progress('dry run');
    const t0 = now();
    const sent = await postUploadFile(server.url, manager.token, demo.workshopID, file, 'bench.xlsx');
    if (sent.status !== 201) throw new Error(`upload refused: ${JSON.stringify(sent.body)}`);
    const uploadID = sent.body.uploadID as string;
    const checked = await settle(server.url, manager, uploadID, 'checking');
    const checkSeconds = (now() - t0) / 1000;
    progress('apply');
    const t1 = now();
    await gql(
      server.url,
      'mutation ($id: ID!) { applyAppointmentUpload(uploadID: $id) { status } }',
      { id: uploadID },
      manager,
    );
    const applied = await settle(server.url, manager, uploadID, 'applying');
    const applySeconds = (now() - t1) / 1000;
    await server.stop();
    const booked = (
      await db.sql`select count(*)::int as n from appointments where upload_id = ${uploadID}`
    )[0]?.n;
    const distinct = (readings: number[]) => new Set(readings).size;
    report(
      table(
        `${rows}-row XLSX (${(file.length / 2 ** 20).toFixed(1)} MiB), PostgreSQL, one server`,
        ['figure', 'measured', 'target', 'vs target'],
        [
          ['dry run, s (file sent to preview ready)', checkSeconds, '', ''],
          [
            'apply, s (apply asked to all booked)',
            applySeconds,
            `≤ ${TARGET_SECONDS}`,
            ratio(applySeconds, TARGET_SECONDS),
          ],
          ['dry run + apply, s', checkSeconds + applySeconds, '', ''],
          ['bookings created', booked, rows, ''],
          [
            'progress steps seen (dry run / apply)',
            `${distinct(checked.readings)} / ${distinct(applied.readings)}`,
            '',
            '',
          ],
          ['final status', `${applied.current.status}, ${applied.current.errors} errors`, 'applied, 0', ''],
        ],
      ),
    );
  } finally {
    await rm(uploadDir, { recursive: true, force: true });
    await db.drop();
  }
}

if (import.meta.main) runAlone(uploadBench);
