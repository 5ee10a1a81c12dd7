import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { JournalExportFormat } from '@tutor/contracts';
import { stream as excelStream } from 'exceljs';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import type { JournalTable, TableValue } from './journal-table';

/** UTF-8's byte order mark: Russian Excel then reads the CSV as UTF-8, not Windows-1251. */
const BOM = '\uFEFF';
/** Russian Excel splits columns on `;` (the list separator of the ru locale). */
const SEPARATOR = ';';

export const CONTENT_TYPES: Readonly<Record<JournalExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A CSV field: numbers with the locale's decimal mark; text quoted when it holds the
 * separator, a quote or a line break, and prefixed with ' when a spreadsheet would read it
 * as a formula.
 */
export function csvField(value: TableValue, locale: Locale): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    return locale === 'ru' ? String(value).replace('.', ',') : String(value);
  }
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Writes `chunk`, waiting for the stream to drain when its buffer is full. */
async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

export interface WriteOptions {
  locale: Locale;
  /** Called after each row with the rows written so far. */
  onRow?: (done: number) => Promise<void> | void;
}

/** Streams the table into `out` as CSV or XLSX, row by row, and ends it. */
export async function writeJournalFile(
  format: JournalExportFormat,
  table: JournalTable,
  out: Writable,
  options: WriteOptions,
): Promise<void> {
  if (format === 'csv') await writeCsv(table, out, options);
  else await writeXlsx(table, out, options);
}

async function writeCsv(table: JournalTable, out: Writable, options: WriteOptions): Promise<void> {
  const line = (values: TableValue[]): string =>
    `${values.map((value) => csvField(value, options.locale)).join(SEPARATOR)}\r\n`;
  await write(out, BOM + line(table.header));
  let done = 0;
  for (const row of table.rows) {
    await write(out, line(row));
    done += 1;
    await options.onRow?.(done);
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(table: JournalTable, out: Writable, options: WriteOptions): Promise<void> {
  const workbook = new excelStream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(translate('journal.file.sheet', options.locale), {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  sheet.columns = table.header.map((_, index) => ({ width: index === 0 ? 24 : 14 }));
  const header = sheet.addRow(table.header);
  header.font = { bold: true };
  header.commit();
  let done = 0;
  for (const values of table.rows) {
    sheet.addRow(values).commit();
    done += 1;
    await options.onRow?.(done);
  }
  sheet.commit();
  await workbook.commit();
}
