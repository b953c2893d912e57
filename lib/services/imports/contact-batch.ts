import type { ImportTarget } from "@/lib/imports/field-mapping";
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

/**
 * One batch of data rows, column by column, as the upsert statement takes them. `rows` counts every
 * data row the batch covers (written or skipped): the import's `processed` advances by it.
 */
export class ContactBatch {
  rows = 0;
  skipped = 0;
  readonly errors: ImportError[] = [];
  readonly emails: string[] = [];
  private readonly fieldValues: (string | null)[][];
  private readonly metadataValues: (Record<string, string> | null)[] = [];

  constructor(private readonly layout: RowLayout) {
    this.fieldValues = layout.columns.fields.map(() => []);
  }

  get columns() {
    return this.layout.columns;
  }

  get contacts() {
    return this.emails.length;
  }

  add(email: string, values: readonly string[]) {
    this.rows += 1;
    this.emails.push(email);
    const { fieldIndexes, metadata } = this.layout;
    for (let i = 0; i < fieldIndexes.length; i += 1) this.fieldValues[i].push(cell(values, fieldIndexes[i]));
    if (metadata.length > 0) {
      let object: Record<string, string> | null = null;
      for (const [index, key] of metadata) {
        const value = cell(values, index);
        if (value !== null) (object ??= {})[key] = value;
      }
      this.metadataValues.push(object);
    }
  }

  skip(error: ImportError) {
    this.rows += 1;
    this.skipped += 1;
    this.errors.push(error);
  }

  /** The statement's column parameters after the fixed ones, as JSON text, in upsertContactsSql's order. */
  columnsJson(): string[] {
    const columns: unknown[][] = [this.emails, ...this.fieldValues, ...(this.layout.columns.hasMetadata ? [this.metadataValues] : [])];
    return columns.map((values) => JSON.stringify(values));
  }
}
