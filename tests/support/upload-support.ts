import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { gql } from './graphql-client.ts';

export const UPLOAD_PATH = '/api/files/appointmentsUploadFile';

export const UPLOAD_FIELDS = `uploadID workshopID fileName status errorCode isProcessed isSuccessful
  successful created updated skipped errors totalRows processedRows undone kept from to
  messages { rowNumber field code messageType message } rows { rowNumber action licensePlate appointmentID queueName }`;

export interface UploadReply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: replies are read by shape, as a client would.
  body: any;
}

/** POSTs a file to the upload endpoint as a browser form would. */
export async function postUploadFile(
  baseUrl: string,
  token: string | null,
  workshopID: string,
  bytes: Uint8Array,
  fileName: string,
): Promise<UploadReply> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${baseUrl}${UPLOAD_PATH}?workshopID=${workshopID}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

// biome-ignore lint/suspicious/noExplicitAny: replies are read by shape, as a client would.
export type UploadState = Record<string, any>;

export async function readUpload(baseUrl: string, token: string, uploadID: string): Promise<UploadState> {
  const reply = await gql<{ appointmentsUpload: UploadState }>(
    baseUrl,
    `query ($id: ID!) { appointmentsUpload(uploadID: $id) { ${UPLOAD_FIELDS} } }`,
    { id: uploadID },
    { token },
  );
  if (!reply.data) throw new Error(JSON.stringify(reply.errors));
  return reply.data.appointmentsUpload;
}

/** Polls an upload until its background pass has ended. */
export async function settledUpload(baseUrl: string, token: string, uploadID: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const upload = await readUpload(baseUrl, token, uploadID);
    if (upload.status !== 'checking' && upload.status !== 'applying') return upload;
    if (Date.now() > until) throw new Error(`upload ${uploadID} still ${upload.status}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** An XLSX of these rows (the first is the header). */
export async function xlsxOf(
  rows: readonly unknown[][],
  edit?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row as unknown[]);
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip of these entries, deflated, written by hand so a test can make one that lies or explodes. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
