import { ApiError } from "@/lib/api/errors";
import { FeedError, fetchFeed } from "@/lib/feeds/fetch-feed";
import { type ParsedFeed, parseFeedDocument } from "@/lib/feeds/parse-feed";
import type { Feed, FeedItem } from "@/lib/validation/feeds";

// The feed as a run or a preview reads it (docs/contract.md section 23), and which of its items a
// run sends: newest first, at most maxItems, with onlyNew none that an earlier run saw.

/** Fetched (private targets refused, 10 s, 5 MB) and parsed; throws FeedError. */
export async function readFeed(url: string): Promise<ParsedFeed> {
  const fetched = await fetchFeed(url);
  return parseFeedDocument(fetched.body, fetched.url);
}

/** The items a run sends. */
export function itemsToSend(items: FeedItem[], feed: Pick<Feed, "maxItems" | "onlyNew">, seen: readonly string[]) {
  const already = new Set(feed.onlyNew ? seen : []);
  return items.filter((item) => !already.has(item.id)).slice(0, feed.maxItems);
}

/** A FeedError as the 400 of a preview, naming `field`; anything else is thrown as it is. */
export function feedPreviewError(error: unknown, field: string): unknown {
  if (!(error instanceof FeedError)) return error;
  return ApiError.validation(error.message, { [field]: error.message });
}
