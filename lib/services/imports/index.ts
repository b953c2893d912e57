// The entry of the import services (docs/ARCHITECTURE.md, "Folders"): what the /imports routes,
// the import jobs and the event bus call. Files of this folder import each other directly, never
// this file (no import circles).

// The API: create, read and list imports, upload or preview a file.
export { createImport } from "./create-import";
export { getImport } from "./get-import";
export { listImports } from "./list-imports";
export { previewImport } from "./preview-import";
export { uploadImportFile } from "./upload-import-file";

// The job that runs an import, and how it ends.
export { failImport } from "./fail-import";
export { ImportAbortedError, ImportSupersededError } from "./import-errors";
export { type ImportProgress, processContactImport } from "./process-contact-import";

// After an import: the completed event and the hand-off of its contacts to automations.
export { handOnImportedContacts, strandedImportHandOffs } from "./hand-on-imported-contacts";
// Not here: queueImportHandOffs (import-completed-subscriber.ts), the event bus's subscriber. The
// bus (lib/services/events/publish-events.ts) imports it by its path: through this file it would
// load itself again (this file -> process-contact-import -> publish-import-completed -> the bus).
