/**
 * A strict RFC 4180 reader for the tests, written apart from the writer it checks: records end
 * with CRLF, quoted fields may hold commas, quotes (doubled) and line breaks.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i += 1;
      } else {
        field += char;
        i += 1;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (char === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || record.length) throw new Error('the last record does not end with CRLF');
  return records;
}

/** The records as objects keyed by the header row's names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('no header row');
  return rows.map((row) => {
    if (row.length !== header.length) throw new Error(`a row of ${row.length} fields: ${row}`);
    return Object.fromEntries(header.map((name, index) => [name, row[index]!]));
  });
}
