import type { Campaign } from "@/lib/generated/prisma/client";
import type { Feed } from "@/lib/validation/feeds";
import { readFeedState } from "./feed-state";
import { feedPreviewError, itemsToSend, readFeed } from "./read-feed";

/**
 * The `feed` variables of a test send (POST /campaigns/{id}/test): the next run's items, or the
 * newest ones when no item is new, so the test shows the digest. A feed that cannot be read is a 400.
 */
export async function testFeedVariables(campaign: Pick<Campaign, "feed" | "feedState">) {
  const feed = campaign.feed as Feed | null;
  if (!feed) return undefined;
  try {
    const parsed = await readFeed(feed.url);
    const next = itemsToSend(parsed.items, feed, readFeedState(campaign.feedState).seen);
    return { title: parsed.title, items: next.length > 0 ? next : parsed.items.slice(0, feed.maxItems) };
  } catch (error) {
    throw feedPreviewError(error, "feed.url");
  }
}
