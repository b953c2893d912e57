import { defineOperation } from "./define-operation";
import { idParams } from "@/lib/validation/common";
import { FeedPreviewSchema, PreviewFeedBodySchema } from "@/lib/validation/feeds";

const READING =
  "The feed is fetched as a run fetches it: http or https only, private and loopback targets refused, up to 3 redirects, 10 s and 5 MB at most; RSS 2.0 and Atom (RSS 1.0 too). " +
  "Items come newest first with `title`, `link` and `image` absolute (relative links resolved against the feed), `summary` and `content` as HTML, `published`. " +
  "A feed that times out, is too large, is not a feed or points at a private address answers 400 with the reason in `details`.";

export const previewCampaignFeedOperation = defineOperation({
  method: "POST",
  path: "/campaigns/{id}/feed/preview",
  summary: "Preview a feed campaign's next run",
  description: `The items the campaign's next run would send (\`feed.maxItems\` newest; with \`feed.onlyNew\` none that an earlier run saw), and the feed's title. 400 with \`details.feed\` when the campaign has no feed, \`details["feed.url"]\` when the feed cannot be read. ${READING}`,
  tags: ["Campaigns"],
  permission: "campaigns:read",
  feature: "email_campaigns",
  params: idParams,
  successStatus: 200,
  response: FeedPreviewSchema,
  errors: [400, 404],
});

export const previewFeedOperation = defineOperation({
  method: "POST",
  path: "/feeds/preview",
  summary: "Preview a feed",
  description: `A feed's newest items (\`maxItems\`, default 5, 1-20) before it is saved on a campaign: what the campaign wizard shows. ${READING} The 400 names \`details.url\`.`,
  tags: ["Campaigns"],
  permission: "campaigns:read",
  feature: "email_campaigns",
  body: PreviewFeedBodySchema,
  successStatus: 200,
  response: FeedPreviewSchema,
  errors: [400],
});
