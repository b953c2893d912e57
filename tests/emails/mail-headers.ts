import type { ParsedMail } from "mailparser";

/** A header's raw value as it arrived, unfolded (mailparser groups List-* headers into one object). */
export function headerLine(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");
}
