import { formatBytes } from "@/components/media/file-format";

/** The server's default IMPORT_UPLOAD_LIMIT_MB (POST /imports/files answers 413 past its own setting). */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;
/** Rows are counted in the first bytes of a bigger file and scaled up: the whole text would be huge. */
const COUNTED_BYTES = 8 * 1024 * 1024;

// What the wizard checks of a chosen CSV file in the browser, before uploading a byte of it.

const CSV_EXTENSIONS = [".csv", ".txt", ".tsv"];
const CSV_TYPES = ["text/csv", "text/plain", "text/tab-separated-values", "application/vnd.ms-excel", ""];

export const CSV_ACCEPT = [...CSV_EXTENSIONS, "text/csv", "text/plain", "text/tab-separated-values"].join(",");

export type CheckedCsv = { file: File; rowEstimate: number };

/** Why the file cannot be imported, or null. Excel's .xlsx is the usual mistake: say what to do. */
export function csvFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  const hasCsvName = CSV_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!hasCsvName || !CSV_TYPES.includes(file.type)) {
    return `“${file.name}” is not a CSV file. Save or export it as CSV (comma-separated values) from your spreadsheet app and choose that file.`;
  }
  if (file.size === 0) return `“${file.name}” is empty: there are no contacts in it to import.`;
  if (file.size > MAX_IMPORT_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; files are limited to 256 MiB. Split it into smaller files and import them one by one.`;
  }
  return null;
}

/**
 * Data rows in CSV text: line breaks outside quoted cells, blank lines and the header row not
 * counted. An estimate for the review step; the import counts for itself.
 */
export function countCsvRows(text: string): number {
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

/** Checks a chosen file and counts its rows; throws a message fit to show under the drop zone. */
export async function checkCsvFile(file: File): Promise<CheckedCsv> {
  const problem = csvFileProblem(file);
  if (problem) throw new Error(problem);
  const whole = file.size <= COUNTED_BYTES;
  const text = await (whole ? file : file.slice(0, COUNTED_BYTES)).text();
  if (text.replace(/^\uFEFF/, "").trim() === "") throw new Error(`“${file.name}” is empty: there are no contacts in it to import.`);
  // A big file's last counted line may be cut; scaling by size makes it an estimate either way.
  const rowEstimate = whole ? countCsvRows(text) : Math.round((countCsvRows(text) * file.size) / COUNTED_BYTES);
  if (rowEstimate === 0) throw new Error(`“${file.name}” has a header row but no contacts under it.`);
  return { file, rowEstimate };
}
