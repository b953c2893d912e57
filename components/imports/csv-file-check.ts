/** The server's default IMPORT_UPLOAD_LIMIT_MB (POST /imports/files answers 413 past its own setting). */
const MAX_IMPORT_BYTES = 256 * 1024 * 1024;
/** Rows are counted in the first bytes of a bigger file and scaled up: the whole text would be huge. */
const COUNTED_BYTES = 8 * 1024 * 1024;

// What the wizard checks of a chosen CSV file in the browser, before uploading a byte of it.

const CSV_EXTENSIONS = [".csv", ".txt", ".tsv"];
const CSV_TYPES = ["text/csv", "text/plain", "text/tab-separated-values", "application/vnd.ms-excel", ""];

export const CSV_ACCEPT = [...CSV_EXTENSIONS, "text/csv", "text/plain", "text/tab-separated-values"].join(",");

export type CheckedCsv = { file: File; rowEstimate: number };

/** What is wrong with a chosen file; the wizard words it (imports.fileProblems.<kind>). */
export type CsvFileProblemKind = "notCsv" | "empty" | "tooBig" | "noRows";

/** A chosen file the import cannot take, with the file, so the message can name it and its size. */
export class CsvFileProblem extends Error {
  readonly kind: CsvFileProblemKind;
  readonly file: File;

  constructor(kind: CsvFileProblemKind, file: File) {
    super(`${file.name}: ${kind}`);
    this.kind = kind;
    this.file = file;
  }
}

/** Why the file cannot be imported, or null. Excel's .xlsx is the usual mistake: say what to do. */
function csvFileProblem(file: File): CsvFileProblemKind | null {
  const name = file.name.toLowerCase();
  const hasCsvName = CSV_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!hasCsvName || !CSV_TYPES.includes(file.type)) return "notCsv";
  if (file.size === 0) return "empty";
  if (file.size > MAX_IMPORT_BYTES) return "tooBig";
  return null;
}

/**
 * Data rows in CSV text: line breaks outside quoted cells, blank lines and the header row not
 * counted. An estimate for the review step; the import counts for itself.
 */
function countCsvRows(text: string): number {
  let rows = 0;
  let quoted = false;
  let lineHasContent = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === "\n" || char === "\r")) {
      if (lineHasContent) rows += 1;
      lineHasContent = false;
      continue;
    }
    if (char.trim() !== "" && char !== "\uFEFF") lineHasContent = true;
  }
  if (lineHasContent) rows += 1;
  return Math.max(0, rows - 1);
}

/** Checks a chosen file and counts its rows; throws a CsvFileProblem to show under the drop zone. */
export async function checkCsvFile(file: File): Promise<CheckedCsv> {
  const problem = csvFileProblem(file);
  if (problem) throw new CsvFileProblem(problem, file);
  const whole = file.size <= COUNTED_BYTES;
  const text = await (whole ? file : file.slice(0, COUNTED_BYTES)).text();
  if (text.replace(/^\uFEFF/, "").trim() === "") throw new CsvFileProblem("empty", file);
  // A big file's last counted line may be cut; scaling by size makes it an estimate either way.
  const rowEstimate = whole ? countCsvRows(text) : Math.round((countCsvRows(text) * file.size) / COUNTED_BYTES);
  if (rowEstimate === 0) throw new CsvFileProblem("noRows", file);
  return { file, rowEstimate };
}
