// Tracking, one entry (docs/ARCHITECTURE.md, "How a tracking hit flows"): the open pixel and tracked
// links are served from here, by the Next.js routes under app/api/v1/t/ and by the production
// server's fast path (lib/runtime/request-listener.ts) alike; hits are recorded, enriched, stored
// and folded through the mechanisms of lib/tracking (tokens/, enrich/, record/), and published as
// events from here. Lower folders import those mechanisms directly; everything above imports this.

export { flushTracking, pendingTrackingHits } from "@/lib/tracking/record/recorder";
export { createTrackingEntry } from "./create-tracking-entry";
export { recordHit } from "./record/record-hit";
export { startTrackingIngest, stopTrackingIngest } from "./record/start-tracking-ingest";
export { useRecorderThread, useRecorderThreadWhenEnabled } from "./record/use-recorder-thread";
export { PIXEL_HEADERS, pixelResponse, TRANSPARENT_GIF } from "./serve/pixel";
export { recordClickHit } from "./serve/record-click-hit";
export { recordOpenHit } from "./serve/record-open-hit";
export { clickTokenOf, serveTrackingClick } from "./serve/serve-tracking-click";
export { pixelTokenOf, serveTrackingPixel } from "./serve/serve-tracking-pixel";
export { trackByToken } from "./track-by-token";
