import { startWritingThread, writingThreadEnabled } from "@/lib/tracking/record/recorder";
import { publishStoredHits } from "./publish-stored-hits";

/** Hands every later hit to the recorder's writing thread (recorder-thread.ts beside this file). */
export function useRecorderThread(): Promise<void> {
  return startWritingThread(publishStoredHits);
}

/** The production server's choice (lib/runtime/start.ts): the thread on PostgreSQL unless
 * TRACKING_RECORDER_THREAD is off; the embedded database lives in this thread only. */
export async function useRecorderThreadWhenEnabled(): Promise<void> {
  if (writingThreadEnabled()) await useRecorderThread();
}
