import { ApiError } from "@/lib/api/errors";
import type { Feed, PreviewFeedBody } from "@/lib/validation/feeds";
import { FEED_DEFAULT_ITEMS } from "@/lib/validation/feeds";
import { getCampaignRowOrThrow } from "../get-campaign";
import { readFeedState } from "./feed-state";
import { feedPreviewError, itemsToSend, readFeed } from "./read-feed";

// Previews of a feed (docs/contract.md section 23): what a campaign's next run would send, and a
// feed not saved yet (the campaign wizard's live preview). A feed that cannot be read is a 400.

/** POST /campaigns/{id}/feed/preview: the items the next run would send (onlyNew applied). */
export async function previewCampaignFeed({ teamId, id }: { teamId: string; id: string }) {
  const campaign = await getCampaignRowOrThrow({ teamId, id });
  const feed = campaign.feed as Feed | null;
  if (!feed) throw ApiError.validation("The campaign has no feed", { feed: "is not set" });
  try {
    const parsed = await readFeed(feed.url);
    return { title: parsed.title, items: itemsToSend(parsed.items, feed, readFeedState(campaign.feedState).seen) };
  } catch (error) {
    throw feedPreviewError(error, "feed.url");
  }
}

/** POST /feeds/preview: a feed's newest items, before it is saved on a campaign. */
export async function previewFeed({ url, maxItems }: PreviewFeedBody & { teamId: string }) {
  try {
    const parsed = await readFeed(url);
    return {
      title: parsed.title,
      items: itemsToSend(parsed.items, { maxItems: maxItems ?? FEED_DEFAULT_ITEMS, onlyNew: false }, []),
    };
  } catch (error) {
    throw feedPreviewError(error, "url");
  }
}
