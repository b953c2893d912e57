import { MAX_UPLOAD_BYTES } from "@/lib/queries/files";

const UNITS = ["bytes", "KB", "MB", "GB"];

/** 48213 -> "47.1 KB"; binary steps, as the 10 MiB cap is. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  return `${value >= 100 ? Math.round(value) : value.toFixed(1).replace(/\.0$/, "")} ${UNITS[unit]}`;
}

/** Why a file cannot be uploaded, checked before any byte is sent; null when it can. */
export function uploadProblem(file: File): "empty" | "tooBig" | null {
  if (file.size === 0) return "empty";
  if (file.size > MAX_UPLOAD_BYTES) return "tooBig";
  return null;
}

/** The types with a name for people (the media.types messages); others show their MIME type. */
const NAMED_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "text/csv",
  "text/plain",
] as const;
export type NamedType = (typeof NAMED_TYPES)[number];

export function isNamedType(type: string): type is NamedType {
  return (NAMED_TYPES as readonly string[]).includes(type);
}

export function isImage(type: string) {
  return type.startsWith("image/");
}
