/**
 * A downloaded CSV as rows of cells, as Excel in Italy reads it: the UTF-8 byte-order mark
 * checked and stripped, `;` between cells, CRLF between rows, quotes undone. Throws when the
 * file does not have that shape (no BOM, no final CRLF).
 */
export function parseCsv(bytes: Buffer): string[][] {
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf) throw new Error('no UTF-8 BOM');
  const text = bytes.subarray(3).toString('utf8');
  if (!text.endsWith('\r\n')) throw new Error('the last row does not end with CRLF');
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/s, '$1').replaceAll('""', '"')));
}
