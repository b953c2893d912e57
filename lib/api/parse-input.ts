import type { ZodType } from "zod";
import { ApiError } from "./errors";
import { zodDetails } from "./error-mapping";

/** Query strings as plain values; a repeated key becomes an array. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? values[0] : values;
  }
  return result;
}

/** Parses one part of a request; failures answer 400 with per-field details, prefixed by part. */
export function parseInput<T>(schema: ZodType<T> | undefined, value: unknown, part: "body" | "query" | "path"): T {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = zodDetails(parsed.error);
  const message =
    part === "body" && value === undefined
      ? "Request body is required"
      : `Invalid ${part === "path" ? "path parameters" : part}`;
  throw ApiError.validation(message, part === "body" ? details : prefixKeys(details, part));
}

function prefixKeys(details: Record<string, string | number>, part: string) {
  return Object.fromEntries(Object.entries(details).map(([key, value]) => [key === "body" ? part : key, value]));
}
