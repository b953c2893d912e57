import { db } from "@/lib/db";
import { FeedError } from "@/lib/feeds/fetch-feed";
import type { Campaign, Prisma } from "@/lib/generated/prisma/client";
import type { Feed } from "@/lib/validation/feeds";
import { enqueueCampaignRun } from "../enqueue-campaign-run";
import { nextFeedState, readFeedState } from "./feed-state";
import { itemsToSend, readFeed } from "./read-feed";

// The feed step of a campaign run (docs/contract.md section 23): when a run of a feed campaign
// starts, the feed is read once and its items kept on the campaign (feed-state.ts) for the
// template's `feed.*`; a run with nothing to send is skipped, and the campaign says why
// (lastRunSkipped, lastRunSkippedReason): a recurring campaign waits for its next occurrence, a
// one-time one FAILS with the reason.

type SkipCode = "no_new_items" | "feed_unavailable";

async function skipRun(campaign: Campaign, code: SkipCode, reason: string): Promise<null> {
  const recurring = campaign.schedule === "RECURRING";
  const skipped = await db.campaign.updateMany({
    where: { id: campaign.id, status: "SENDING", runCount: campaign.runCount },
    data: {
      status: recurring ? "SCHEDULED" : "FAILED",
      completedAt: new Date(),
      lastRunSkipped: code,
      lastRunSkippedReason: reason,
      ...(recurring ? {} : { failureReason: reason }),
    },
  });
  if (skipped.count === 1 && recurring) {
    const after = await db.campaign.findFirst({ where: { id: campaign.id } });
    if (after) await enqueueCampaignRun(after);
  }
  return null;
}

/**
 * The campaign ready for its run: unchanged when it has no feed or the run already read it (a
 * continued run), else with this run's items stored; null when the run was skipped.
 */
export async function resolveRunFeed(campaign: Campaign): Promise<Campaign | null> {
  const feed = campaign.feed as Feed | null;
  if (!feed || campaign.status !== "SENDING") return campaign;
  const state = readFeedState(campaign.feedState);
  if (state.current?.run === campaign.runCount) return campaign;
  let parsed: Awaited<ReturnType<typeof readFeed>>;
  try {
    parsed = await readFeed(feed.url);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    return skipRun(campaign, "feed_unavailable", error.message);
  }
  const items = itemsToSend(parsed.items, feed, state.seen);
  if (items.length === 0)
    return skipRun(
      campaign,
      "no_new_items",
      feed.onlyNew && parsed.items.length > 0
        ? "The feed has no item that an earlier run did not send"
        : "The feed has no items",
    );
  const feedState = nextFeedState(state, parsed.items, { run: campaign.runCount, title: parsed.title, items });
  const stored = await db.campaign.updateMany({
    where: { id: campaign.id, status: "SENDING", runCount: campaign.runCount },
    data: {
      feedState: feedState as unknown as Prisma.InputJsonValue,
      lastRunSkipped: null,
      lastRunSkippedReason: null,
    },
  });
  if (stored.count !== 1) return null;
  return db.campaign.findFirst({ where: { id: campaign.id } });
}
