import { z } from "zod";
import { bodyObject, timestamp } from "./common";

// Feed campaigns (docs/contract.md section 23): a campaign may carry `feed { url, maxItems, onlyNew }`;
// each run reads the RSS 2.0 or Atom feed and the template sees `feed.title` and `feed.items`.

const FEED_MAX_ITEMS = 20;
export const FEED_DEFAULT_ITEMS = 5;

const feedUrl = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
  .trim()
  .max(2048, { error: "must be at most 2048 characters" })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
      } catch {
        return false;
      }
    },
    { error: "must be an http or https URL" },
  )
  .meta({ description: "The RSS 2.0 or Atom feed's address", example: "https://blog.example.com/feed.xml" });

const maxItems = z
  .number({ error: "must be an integer" })
  .int({ error: "must be an integer" })
  .min(1, { error: "must be at least 1" })
  .max(FEED_MAX_ITEMS, { error: `must be at most ${FEED_MAX_ITEMS}` })
  .meta({ description: `Items a run sends at most, newest first (1-${FEED_MAX_ITEMS})`, example: 5 });

const onlyNew = z
  .boolean({ error: "must be true or false" })
  .meta({ description: "Leave out items an earlier run sent; a run with no new item sends nothing" });

export const FeedSchema = z
  .object(
    {
      url: feedUrl,
      maxItems: maxItems.default(FEED_DEFAULT_ITEMS),
      onlyNew: onlyNew.default(true),
    },
    { error: "must be an object with url, maxItems and onlyNew" },
  )
  .meta({ id: "CampaignFeed" });
export type Feed = z.output<typeof FeedSchema>;

/** The campaign field: a feed, or null to make it an ordinary campaign again. */
export const campaignFeedField = FeedSchema.nullable().meta({
  description: "Build the content from an RSS 2.0 or Atom feed at each run (`feed.*` in the template)",
});

const FeedItemSchema = z
  .object({
    id: z.string().meta({ description: "The item's guid or id, else its link: how onlyNew knows it was sent" }),
    title: z.string(),
    link: z.string().nullable().meta({ description: "Absolute (relative links are resolved against the feed)" }),
    summary: z.string().nullable().meta({ description: "HTML of the item's description or summary" }),
    content: z.string().nullable().meta({ description: "HTML of the item's full content when the feed has it" }),
    published: timestamp().nullable(),
    image: z.string().nullable().meta({ description: "From an image enclosure, media:content or media:thumbnail" }),
  })
  .meta({ id: "FeedItem" });
export type FeedItem = z.output<typeof FeedItemSchema>;

export const FeedPreviewSchema = z
  .object({
    title: z.string().meta({ description: "The feed's title" }),
    items: z.array(FeedItemSchema).meta({ description: "The items the next run would send, newest first" }),
  })
  .meta({ id: "FeedPreview" });

/** POST /feeds/preview: a feed not saved on a campaign yet (the campaign wizard). */
export const PreviewFeedBodySchema = bodyObject({
  url: feedUrl,
  maxItems: maxItems.optional(),
}).meta({ id: "PreviewFeedBody" });
export type PreviewFeedBody = z.output<typeof PreviewFeedBodySchema>;

export const LAST_RUN_SKIPPED = ["no_new_items", "feed_unavailable"] as const;
