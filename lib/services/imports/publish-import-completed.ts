import { publishEvents } from "@/lib/services/events";
import type { ImportDto } from "./to-import-dto";

/**
 * Publishes `import.completed` (docs/contract.md section 9) with the import as `data` (plus `importId`).
 * Called once per import, after the COMPLETED status has committed; it must not throw (and
 * publishEvents never rejects).
 */
export function publishImportCompleted(event: { teamId: string; contactImport: ImportDto }): void {
  const { teamId, contactImport } = event;
  void publishEvents([
    { teamId, type: "import.completed", timestamp: new Date(), data: { ...contactImport, importId: contactImport.id } },
  ]);
}
