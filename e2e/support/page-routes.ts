import { readdirSync } from "node:fs";
import path from "node:path";

const APP = path.resolve(import.meta.dirname, "../../app");

/** Every dashboard and public page (each page.tsx) as a URL: route groups dropped, each [id]
 * segment filled from `ids` by the segment before it ("unknown-id" when `ids` has none). */
export function pageRoutes(ids: Record<string, string>): string[] {
  const walk = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return entry.name === "api" ? [] : walk(path.join(directory, entry.name));
      return entry.name === "page.tsx" ? [directory] : [];
    });
  return walk(APP).map((directory) => {
    const segments = path
      .relative(APP, directory)
      .split(path.sep)
      .filter((segment) => segment && !segment.startsWith("("));
    return `/${segments.map((segment, index) => (segment === "[id]" ? (ids[segments[index - 1]] ?? "unknown-id") : segment)).join("/")}`;
  });
}
