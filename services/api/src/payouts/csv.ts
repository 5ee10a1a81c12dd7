/**
 * CSV as Russian Excel opens it: UTF-8 with a BOM, `;` between cells, CRLF lines; a cell
 * with `;`, a quote or a line break is quoted, and one starting with = + - @ gets a
 * leading apostrophe so it is never read as a formula.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number): string => {
    let text = String(value);
    const amount = /^-?\d+(,\d+)?$/.test(text);
    if (!amount && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Kopecks as rubles with a decimal comma: 123456 → "1234,56". */
export const rublesText = (kopecks: number): string => {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};
