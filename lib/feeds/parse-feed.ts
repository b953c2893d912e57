import type { parseFeed } from "feedsmith";
import type { FeedItem } from "@/lib/validation/feeds";
import { absoluteUrl, absolutizeHtml, htmlToPlainText } from "./feed-html";
import { FeedError } from "./fetch-feed";

// An RSS 2.0 or Atom document (RSS 1.0/RDF too) read by feedsmith, turned into what a template
// sees (docs/contract.md section 23): `feed.title` and `feed.items[] { title, link, summary, content,
// published, image }`, newest first, with links and images absolute.

export type ParsedFeed = { title: string; items: FeedItem[] };

type Text = string | { value?: string; type?: string } | undefined;
type Link = { href?: string; rel?: string; type?: string };
type Media = {
  contents?: { url?: string; medium?: string; type?: string }[];
  thumbnails?: { url?: string }[];
  groups?: { contents?: { url?: string; medium?: string; type?: string }[]; thumbnails?: { url?: string }[] }[];
};
type Loose = Record<string, unknown>;

const textOf = (value: Text) => (typeof value === "string" ? value : (value?.value ?? ""));

/** A title as text: Atom's type="html" and RSS titles with markup lose their tags and entities. */
function plainTitle(value: Text): string {
  const raw = textOf(value).trim();
  const html = typeof value === "object" && (value?.type === "html" || value?.type === "xhtml");
  return html || /[<&]/.test(raw) ? htmlToPlainText(raw) : raw;
}

function isoDate(value: unknown): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const isImage = (item: { type?: string; medium?: string; url?: string; href?: string }) =>
  item.medium === "image" ||
  (item.type ?? "").toLowerCase().startsWith("image/") ||
  (!item.type && !item.medium && /\.(png|jpe?g|gif|webp|avif)(\?|$)/i.test(item.url ?? item.href ?? ""));

function mediaImage(media: Media | undefined): string | undefined {
  if (!media) return undefined;
  const contents = [...(media.contents ?? []), ...(media.groups ?? []).flatMap((group) => group.contents ?? [])];
  return (
    contents.find(isImage)?.url ??
    media.thumbnails?.[0]?.url ??
    media.groups?.flatMap((group) => group.thumbnails ?? [])[0]?.url
  );
}

function html(value: string | undefined, base: string): string | null {
  const trimmed = value?.trim();
  return trimmed ? absolutizeHtml(trimmed, base) : null;
}

function rssItem(item: Loose, base: string): FeedItem {
  const link = absoluteUrl(item.link as string | undefined, base);
  const guid = (item.guid as { value?: string } | undefined)?.value?.trim();
  const enclosure = (item.enclosures as { url?: string; type?: string }[] | undefined)?.find(isImage)?.url;
  const image = enclosure ?? mediaImage(item.media as Media | undefined);
  return {
    id: guid || link || plainTitle(item.title as Text),
    title: plainTitle(item.title as Text),
    link,
    summary: html(item.description as string | undefined, base),
    content: html((item.content as { encoded?: string } | undefined)?.encoded, base),
    published: isoDate(item.pubDate) ?? isoDate((item.dc as { date?: string } | undefined)?.date),
    image: absoluteUrl(image, base),
  };
}

function atomEntry(entry: Loose, feedBase: string): FeedItem {
  const base = absoluteUrl((entry.xml as { base?: string } | undefined)?.base, feedBase) ?? feedBase;
  const links = (entry.links as Link[] | undefined) ?? [];
  const alternate = links.find((link) => !link.rel || link.rel === "alternate") ?? links[0];
  const enclosure = links.find((link) => link.rel === "enclosure" && isImage(link))?.href;
  const link = absoluteUrl(alternate?.href, base);
  return {
    id: (entry.id as string | undefined)?.trim() || link || plainTitle(entry.title as Text),
    title: plainTitle(entry.title as Text),
    link,
    summary: html(textOf(entry.summary as Text), base),
    content: html(textOf(entry.content as Text), base),
    published: isoDate(entry.published) ?? isoDate(entry.updated),
    image: absoluteUrl(enclosure ?? mediaImage(entry.media as Media | undefined), base),
  };
}

const newestFirst = (items: FeedItem[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const at = a.item.published ? Date.parse(a.item.published) : null;
      const bt = b.item.published ? Date.parse(b.item.published) : null;
      // Undated items keep the feed's own order (feeds list newest first).
      if (at === null || bt === null || at === bt) return a.index - b.index;
      return bt - at;
    })
    .map(({ item }) => item);

/** The feed at `url` (its final address: relative links resolve against it); throws FeedError "not_a_feed". */
export async function parseFeedDocument(body: string, url: string): Promise<ParsedFeed> {
  // feedsmith loads here rather than with the campaign services that import this file: it takes
  // about a second to load, which every process and test file would otherwise pay at start-up.
  const feedsmith = await import("feedsmith");
  let parsed: ReturnType<typeof parseFeed>;
  try {
    if (!body.trimStart().startsWith("<")) throw new Error("not XML");
    parsed = feedsmith.parseFeed(body);
  } catch {
    throw new FeedError("not_a_feed", "The answer is not an RSS 2.0 or Atom feed");
  }
  const feed = parsed.feed as Loose;
  if (parsed.format === "atom") {
    const base = absoluteUrl((feed.xml as { base?: string } | undefined)?.base, url) ?? url;
    const entries = ((feed.entries as Loose[] | undefined) ?? []).map((entry) => atomEntry(entry, base));
    return { title: plainTitle(feed.title as Text), items: newestFirst(entries) };
  }
  if (parsed.format === "rss" || parsed.format === "rdf") {
    const items = ((feed.items as Loose[] | undefined) ?? []).map((item) => rssItem(item, url));
    return { title: plainTitle(feed.title as Text), items: newestFirst(items) };
  }
  throw new FeedError("not_a_feed", "The answer is not an RSS 2.0 or Atom feed");
}
