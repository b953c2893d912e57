import type { ImportDto } from "./to-import-dto";

/**
 * Where the `import.completed` webhook event (API.md section 9) leaves. Webhook delivery is not
 * built yet, so nothing is sent; when it is, enqueue the delivery here. Called once per import,
 * after the COMPLETED status has committed; it must not throw.
 */
export function publishImportCompleted(event: { teamId: string; contactImport: ImportDto }): void {
  void event;
}
