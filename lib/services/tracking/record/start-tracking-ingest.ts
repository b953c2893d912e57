import { env } from "@/lib/env";
import { logger } from "@/lib/logging/logger";
import { drainSpool } from "@/lib/tracking/record/drain-spool";
import { closeTrackingSpool, openTrackingSpool } from "@/lib/tracking/record/recorder";
import { storeHits } from "@/lib/tracking/record/store-hits";
import { publishStoredHits } from "./publish-stored-hits";
import { useRecorderThreadWhenEnabled } from "./use-recorder-thread";

/**
 * The production server's tracking ingest (lib/runtime/start.ts), before it serves: the hits a
 * previous process answered and left in the spool are stored (and published) first, then every
 * later hit is answered once it is in the spool (TRACKING_SPOOL, in TRACKING_SPOOL_DIR), and the
 * recorder writes in its thread where it may (use-recorder-thread.ts).
 */
export async function startTrackingIngest(): Promise<void> {
  if (env.TRACKING_SPOOL) {
    const started = Date.now();
    const replayed = await drainSpool(env.TRACKING_SPOOL_DIR, async (hits) => publishStoredHits(await storeHits(hits)));
    if (replayed > 0)
      logger.info(
        { hits: replayed, ms: Date.now() - started },
        "Stored the tracking hits a previous process left in the spool",
      );
    openTrackingSpool(env.TRACKING_SPOOL_DIR);
  }
  await useRecorderThreadWhenEnabled();
}

/** Closes the spool once the recorder is flushed (lib/runtime/shutdown.ts): with every hit stored,
 * its last segment is deleted. */
export const stopTrackingIngest = closeTrackingSpool;
