import type { StreamedUpload } from "./stream-import-upload";

/** A file uploaded before (POST /files), or one streamed to storage by this request. */
export type ImportSource = { fileId: string } | { streamed: StreamedUpload };
