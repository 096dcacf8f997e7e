import type { UploadRowAction } from '../../../shared/uploads/upload-format.ts';
import type { Executor } from '../../core/db/client.ts';
import { badInput } from '../../core/graphql/errors.ts';
import { decodeCursor, encodeCursor, pageSize, toConnection } from '../../core/graphql/paging.ts';
import { messagesOfRows, type UploadRow, uploadRowsPage } from './upload-repository.ts';

/** The cursor order of the preview rows: the row number, within one upload. */
const ORDER = 'uploadRow';

/**
 * A page of an upload's preview rows (`AppointmentsUpload.previewRows`): keyset on the row number,
 * the cursor naming the upload it belongs to, so a cursor of another upload is BAD_USER_INPUT.
 */
export async function previewRowsPage(
  db: Executor,
  upload: UploadRow,
  args: { first?: number | null; after?: string | null; action?: UploadRowAction | null },
) {
  const size = pageSize(args.first);
  let afterRow: number | null = null;
  if (args.after != null) {
    const cursor = decodeCursor(args.after, ORDER);
    afterRow = Number(cursor.v);
    if (cursor.id !== upload.uploadID || !Number.isSafeInteger(afterRow) || afterRow < 1) {
      throw badInput('The cursor is not valid.', 'after');
    }
  }
  const { rows, totalCount } = await uploadRowsPage(db, upload.uploadID, {
    afterRow,
    action: args.action ?? null,
    limit: size,
  });
  // The page's messages in one query, not one per row.
  const messages = await messagesOfRows(
    db,
    upload.uploadID,
    rows.map((row) => row.rowNumber),
  );
  const withMessages = rows.map((row) => ({
    ...row,
    messages: messages.filter((message) => message.rowNumber === row.rowNumber),
  }));
  return toConnection(withMessages, size, totalCount, afterRow !== null, (row) =>
    encodeCursor({ o: ORDER, v: String(row.rowNumber), id: upload.uploadID }),
  );
}
