import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { csvRecord, UTF8_BOM } from './csv';
import type { Cursor, ExportTable } from './tables';

/** Rows read per query: a few hundred kilobytes of CSV, whatever the table's size. */
export const EXPORT_BATCH_ROWS = 1000;
/** How much CSV may wait for a slow reader before the next batch is read. */
const BUFFERED_BYTES = 256 * 1024;

/** The file: its header, then each batch of rows as one chunk of text. */
async function* csvChunks<Row>(
  db: Db,
  table: ExportTable<Row>,
  batchRows: number,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRecord(table.columns.map(([header]) => header));
  let cursor: Cursor | null = null;
  for (;;) {
    const batch = await table.read(db, cursor, batchRows);
    if (batch.length) {
      yield batch
        .map(({ row }) => csvRecord(table.columns.map(([, value]) => value(row))))
        .join('');
    }
    if (batch.length < batchRows) return;
    cursor = batch.at(-1)!.key;
  }
}

/**
 * An export as a byte stream with constant memory: the next batch is read from the database
 * only when the reader has taken what came before (the stream pulls from the generator while it
 * holds less than BUFFERED_BYTES), so a table of any size holds one batch at a time.
 */
export function csvStream<Row>(
  db: Db,
  table: ExportTable<Row>,
  batchRows = EXPORT_BATCH_ROWS,
): Readable {
  return Readable.from(csvChunks(db, table, batchRows), {
    objectMode: false,
    highWaterMark: BUFFERED_BYTES,
    encoding: 'utf8',
  });
}
