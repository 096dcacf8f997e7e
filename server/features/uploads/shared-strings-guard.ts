const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const LETTER_S = 0x73;
const LETTER_I = 0x69;
const SPACE = 0x20;
const SLASH = 0x2f;

/**
 * Whether a string of an XLSX's shared strings part (`xl/sharedStrings.xml`, one `<si>` element
 * each) holds more than `maxChars` characters, found by one pass over the bytes before any XML
 * parser sees them: exceljs's parser gathers a text node whole before anything can count it, and
 * one 90 MB string referenced by 2,000 cells held a server for two minutes.
 * Every text byte between `<si>` and the next `<si>` counts (rich-text runs and phonetic hints
 * included, entities counted as written, a 4-byte UTF-8 character as the two units a JavaScript
 * string holds), so the count is never below the length of the string exceljs would make of it.
 */
export function hasLongSharedString(xml: Uint8Array, maxChars: number): boolean {
  let inTag = false;
  let count = 0;
  for (let i = 0; i < xml.length; i++) {
    const byte = xml[i] as number;
    if (inTag) {
      if (byte === GREATER_THAN) inTag = false;
      continue;
    }
    if (byte === LESS_THAN) {
      inTag = true;
      const after = xml[i + 3];
      if (
        xml[i + 1] === LETTER_S &&
        xml[i + 2] === LETTER_I &&
        (after === GREATER_THAN || after === SPACE || after === SLASH)
      )
        count = 0;
      continue;
    }
    // A UTF-8 continuation byte (10xxxxxx) belongs to the character already counted.
    if ((byte & 0xc0) === 0x80) continue;
    count += byte >= 0xf0 ? 2 : 1;
    if (count > maxChars) return true;
  }
  return false;
}
