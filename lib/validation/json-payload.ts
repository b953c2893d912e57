import { z } from "zod";

// docs/interface.md types free-form JSON fields (`data`, `metadata`, `payload`, `fieldsMap`, `providerData`)
// as "array of integer": clients generated from it send the UTF-8 bytes of the JSON text. docs/contract.md
// section 1 accepts both that and the JSON value itself, and always answers the JSON value.

const BYTES_MESSAGE = "bytes must be the UTF-8 text of a JSON value";

const notAByte = { error: "must be a byte (0-255)" };
const byte = z.number(notAByte).int(notAByte).min(0, notAByte).max(255, notAByte);

const byteArray = z.array(byte).meta({ description: "The UTF-8 bytes (0-255) of the JSON text", example: [123, 125] });

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The JSON value whose UTF-8 text `bytes` hold, or undefined when they are not one. */
export function decodeJsonBytes(bytes: readonly number[]): unknown {
  try {
    return JSON.parse(strictUtf8.decode(Uint8Array.from(bytes)));
  } catch {
    return undefined;
  }
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A JSON object field (metadata, template data, fieldsMap...): a JSON object, or a byte array of
 * its UTF-8 JSON text. Parses to the object.
 */
export function jsonObjectPayload(description: string) {
  return z
    .union([z.record(z.string(), z.unknown()), byteArray], { error: "must be a JSON object" })
    .transform((value, context) => {
      if (!Array.isArray(value)) return value;
      const decoded = decodeJsonBytes(value);
      if (decoded === undefined) context.addIssue({ code: "custom", message: BYTES_MESSAGE });
      else if (!isJsonObject(decoded)) context.addIssue({ code: "custom", message: "must be a JSON object" });
      else return decoded;
      return z.NEVER;
    })
    .meta({
      description: `${description}. A JSON object, or the UTF-8 bytes of its JSON text as an array of integers.`,
    });
}

/** Whether `value` is a JSON value (what JSON.parse can produce), checked without recursion limits. */
function isJsonValue(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item === null || typeof item === "string" || typeof item === "boolean") continue;
    if (typeof item === "number") {
      if (!Number.isFinite(item)) return false;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (typeof item === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(item))) {
      pending.push(...Object.values(item));
    } else {
      return false;
    }
  }
  return true;
}

/**
 * A field holding any JSON value. An array of integers 0-255 whose bytes are UTF-8 JSON text is
 * read as that text (docs/interface.md's encoding); any other value, including an array of small numbers
 * that is not such text, is taken as it is. Checked by a plain function rather than z.json():
 * z.json() is a recursive schema, and the OpenAPI generator walks it until its stack overflows;
 * this one documents as "any value" and parses exactly as strictly.
 */
export function jsonValuePayload(description: string) {
  return z
    .unknown()
    .refine(isJsonValue, { error: "must be a JSON value" })
    .transform((value) => {
      const bytes = byteArray.safeParse(value);
      if (!bytes.success || bytes.data.length === 0) return value;
      const decoded = decodeJsonBytes(bytes.data);
      return decoded === undefined ? value : decoded;
    })
    .meta({
      description: `${description}. Any JSON value, or the UTF-8 bytes of its JSON text as an array of integers.`,
    });
}
