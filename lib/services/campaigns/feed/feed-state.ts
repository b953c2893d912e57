import type { Prisma } from "@/lib/generated/prisma/client";
import type { FeedItem } from "@/lib/validation/feeds";

// Campaign.feedState: the ids of the items the feed held at earlier runs (what onlyNew leaves out)
// and the current run's items, read once when the run starts so that every job of the run (a run
// continues in new jobs) and every recipient gets the same items.

const SEEN_LIMIT = 1_000;

type FeedRun = { run: number; title: string; items: FeedItem[] };
type FeedState = { seen: string[]; current: FeedRun | null };

export function readFeedState(value: Prisma.JsonValue | null): FeedState {
  const state = (value ?? {}) as Partial<FeedState>;
  return { seen: Array.isArray(state.seen) ? state.seen : [], current: state.current ?? null };
}

/** After a run read the feed: everything in it now counts as seen (newest first, bounded). */
export function nextFeedState(state: FeedState, feedItems: FeedItem[], current: FeedRun | null): FeedState {
  const seen = [...new Set([...feedItems.map((item) => item.id), ...state.seen])].slice(0, SEEN_LIMIT);
  return { seen, current };
}

/** The `feed` variables of the campaign's current run, or undefined when it has none. */
export function runFeedVariables(campaign: {
  feedState: Prisma.JsonValue | null;
  runCount: number;
}): { title: string; items: FeedItem[] } | undefined {
  const current = readFeedState(campaign.feedState).current;
  return current && current.run === campaign.runCount ? { title: current.title, items: current.items } : undefined;
}
