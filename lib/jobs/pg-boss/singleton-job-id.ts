import { createHash } from "node:crypto";

/** A deterministic job id, so a second enqueue with the same key finds the first job. */
export function singletonJobId(name: string, singletonKey: string): string {
  const hex = createHash("sha256").update(`${name}\u0000${singletonKey}`).digest("hex");
  // Shaped as a version 5 UUID (name-based), which is what pg-boss's id column requires.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
