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
export function uploadProblem(file: File): string | null {
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MAX_UPLOAD_BYTES) return `“${file.name}” is ${formatBytes(file.size)}; files are limited to 10 MiB.`;
  return null;
}

const TYPE_LABELS: Record<string, string> = {
  "image/png": "PNG image",
  "image/jpeg": "JPEG image",
  "image/gif": "GIF image",
  "image/webp": "WebP image",
  "application/pdf": "PDF document",
  "text/csv": "CSV file",
  "text/plain": "Text file",
};

/** "image/png" -> "PNG image", for people rather than machines. */
export function typeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type;
}

export function isImage(type: string) {
  return type.startsWith("image/");
}
