import { randomBytes } from "node:crypto";
import { contactLanguage } from "@/lib/contacts/language";
import { canonicalTimezone } from "@/lib/contacts/timezone";
import { type ImportTarget, CopyTextBuffer, copyTextField } from "@/lib/imports";
import type { BatchColumns } from "./write-contacts-sql";
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

/** What every contact of an import has in common. */
export type BatchTarget = { listId: string; teamId: string; importId: string };

/**
 * The first 21 characters of the ids of a batch's new contacts; each row appends its ordinal (4 hex
 * digits), giving cuid-shaped ids of 25 characters. Time first, for index locality; 12 random
 * base-36 characters (62 bits) keep two batches started in the same millisecond apart.
 */
function contactIdPrefix() {
  const random = BigInt(`0x${randomBytes(8).toString("hex")}`)
    .toString(36)
    .padStart(13, "0")
    .slice(-12);
  return `c${Date.now().toString(36)}${random}`;
}

/**
 * One batch of data rows as the contacts they become, in COPY text (CopyTextBuffer says why bytes)
 * with the columns of write-contacts-sql.ts: id, email, list, team, import, created and updated
 * times (the batch's start, as the app's clock gives them, as Prisma does), then the profile
 * columns. `rows` counts every data row the batch covers (written or skipped): the import's
 * `processed` advances by it.
 */
export class ContactBatch {
  rows = 0;
  skipped = 0;
  readonly errors: ImportError[] = [];
  private readonly text: CopyTextBuffer;
  private readonly idPrefix = contactIdPrefix();
  /** The fields after the email that are the same on every row, as COPY text. */
  private readonly shared: string;

  constructor(
    private readonly layout: RowLayout,
    target: BatchTarget,
    /** A buffer a written batch left (spareBytes), to write this one's rows into. */
    spareBytes?: Buffer,
  ) {
    this.text = new CopyTextBuffer(spareBytes);
    const now = new Date().toISOString();
    this.shared = [target.listId, target.teamId, target.importId, now, now].map(copyTextField).join("\t");
  }

  get columns() {
    return this.layout.columns;
  }

  /** The lowest and highest id the batch's new contacts can have (its prefix and any ordinal). */
  get idRange(): [string, string] {
    return [`${this.idPrefix}0000`, `${this.idPrefix}ffff`];
  }

  /** Contacts in the batch (rows that were not skipped). */
  get contacts() {
    return this.text.rows;
  }

  add(email: string, values: readonly string[]) {
    this.rows += 1;
    let line = `${this.idPrefix}${this.text.rows.toString(16).padStart(4, "0")}\t${copyTextField(email)}\t${this.shared}`;
    const { fieldIndexes, metadata } = this.layout;
    const { fields } = this.layout.columns;
    for (let i = 0; i < fieldIndexes.length; i += 1)
      line += `\t${copyTextField((CELL_READERS[fields[i]] ?? cell)(values, fieldIndexes[i]))}`;
    if (metadata.length > 0) {
      let object: Record<string, string> | null = null;
      for (const [index, key] of metadata) {
        const value = cell(values, index);
        if (value !== null) (object ??= {})[key] = value;
      }
      line += `\t${copyTextField(object && JSON.stringify(object))}`;
    }
    this.text.push(line);
  }

  skip(error: ImportError) {
    this.rows += 1;
    this.skipped += 1;
    this.errors.push(error);
  }

  /** The batch's contacts as COPY text (a view of its buffer: add no more afterwards). */
  copyText(): Buffer {
    return this.text.finish();
  }

  /** Its buffer, for a later batch to fill, once this one is written (CopyTextBuffer.spare). */
  spareBytes(): Buffer {
    return this.text.spare();
  }
}
