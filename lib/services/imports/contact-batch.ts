import { contactLanguage } from "@/lib/contacts/language";
import { canonicalTimezone } from "@/lib/contacts/timezone";
import type { ImportTarget } from "@/lib/imports/field-mapping";
import { JsonArrayBuffer } from "@/lib/imports/json-array-buffer";
import type { BatchColumns } from "./upsert-contacts-sql";
import type { ImportError } from "./to-import-dto";

/** Longest value a profile field keeps (the contacts API's limit); longer cells are cut. */
const MAX_FIELD_LENGTH = 255;

/**
 * How a record's cells become a contact: where the email is, and which cell feeds which column of
 * the batch. Built once per import from the resolved fieldsMap and the header.
 */
export type RowLayout = {
  emailIndex: number;
  columns: BatchColumns;
  /** Cell index per entry of columns.fields. */
  fieldIndexes: number[];
  /** [cell index, metadata key] pairs. */
  metadata: [number, string][];
};

export function rowLayout(targets: readonly (ImportTarget | null)[]): RowLayout {
  let emailIndex = -1;
  const fields: BatchColumns["fields"] = [];
  const fieldIndexes: number[] = [];
  const metadata: [number, string][] = [];
  targets.forEach((target, index) => {
    if (!target) return;
    if (target.kind === "metadata") metadata.push([index, target.key]);
    else if (target.field === "email") emailIndex = index;
    else {
      fields.push(target.field);
      fieldIndexes.push(index);
    }
  });
  if (emailIndex === -1) throw new Error("The import's fieldsMap maps no column to email");
  return { emailIndex, columns: { fields, hasMetadata: metadata.length > 0 }, fieldIndexes, metadata };
}

function cell(values: readonly string[], index: number): string | null {
  const value = values[index]?.trim();
  if (!value) return null;
  return value.length > MAX_FIELD_LENGTH ? value.slice(0, MAX_FIELD_LENGTH) : value;
}

/** A time zone cell in its canonical spelling; one that names no zone is left empty (the team's zone applies). */
const timezoneCell = (values: readonly string[], index: number) => {
  const value = cell(values, index);
  return value === null ? null : canonicalTimezone(value);
};

/** A language cell as its base tag ("de-CH" -> "de"); one naming no supported language is left empty (the team's applies). */
const languageCell = (values: readonly string[], index: number) => {
  const value = cell(values, index);
  return value === null ? null : contactLanguage(value);
};

const CELL_READERS: Partial<Record<string, typeof cell>> = { timezone: timezoneCell, language: languageCell };

/**
 * One batch of data rows, column by column, as the upsert statement takes them: each column a JSON
 * array in a byte buffer (JsonArrayBuffer says why). `rows` counts every data row the batch covers
 * (written or skipped): the import's `processed` advances by it.
 */
export class ContactBatch {
  rows = 0;
  skipped = 0;
  contacts = 0;
  readonly errors: ImportError[] = [];
  /** email, then one per field of layout.columns.fields, then metadata when there is some. */
  private readonly columnValues: JsonArrayBuffer[];

  constructor(private readonly layout: RowLayout) {
    const count = 1 + layout.columns.fields.length + (layout.columns.hasMetadata ? 1 : 0);
    this.columnValues = Array.from({ length: count }, () => new JsonArrayBuffer());
  }

  get columns() {
    return this.layout.columns;
  }

  add(email: string, values: readonly string[]) {
    this.rows += 1;
    this.contacts += 1;
    const columns = this.columnValues;
    columns[0].push(email);
    const { fieldIndexes, metadata } = this.layout;
    const { fields } = this.layout.columns;
    for (let i = 0; i < fieldIndexes.length; i += 1) columns[i + 1].push((CELL_READERS[fields[i]] ?? cell)(values, fieldIndexes[i]));
    if (metadata.length > 0) {
      let object: Record<string, string> | null = null;
      for (const [index, key] of metadata) {
        const value = cell(values, index);
        if (value !== null) (object ??= {})[key] = value;
      }
      columns[columns.length - 1].push(object);
    }
  }

  skip(error: ImportError) {
    this.rows += 1;
    this.skipped += 1;
    this.errors.push(error);
  }

  /** The statement's column parameters after the fixed ones: UTF-8 JSON text, in upsertContactsSql's order. */
  columnsJson(): Buffer[] {
    return this.columnValues.map((column) => column.finish());
  }
}
