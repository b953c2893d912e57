import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { errorEnvelope } from "../../auth/auth-client";
import { validationError } from "../../contacts/audience-client";
import { createTestTeam } from "../../helpers/teams";
import { campaigns } from "../campaign-client";
import { feeds } from "./feed-client";
import { startFeedServer } from "./feed-server";
import { ATOM_FIXTURE, RSS_FIXTURE } from "./fixtures";

// Feeds (docs/contract.md section 23): RSS 2.0 and Atom read through POST /feeds/preview and
// POST /campaigns/{id}/feed/preview from a real HTTP server on loopback; the feed field's bad input.

let server: Awaited<ReturnType<typeof startFeedServer>>;
let token: string;

beforeAll(async () => {
  server = await startFeedServer();
  server.serve("/blog/rss.xml", { body: RSS_FIXTURE });
  server.serve("/journal/atom.xml", { body: ATOM_FIXTURE, type: "application/atom+xml" });
  server.serve("/moved", { redirect: "/blog/rss.xml" });
  ({ token } = await createTestTeam());
});
afterAll(async () => {
  await server.close();
});

describe("parsing", () => {
  it("RSS 2.0: CDATA, markup in titles, relative links resolved, image enclosures, newest first", async () => {
    const base = server.url("/blog/rss.xml");
    const answer = await feeds.preview(token, { url: base, maxItems: 20 });
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe("Acme & Co. Blog");
    expect(answer.body.items).toEqual([
      {
        id: "spring-launch",
        title: "Spring launch & news",
        link: server.url("/posts/spring-launch"),
        summary: `<p>We <b>launched</b> <a href="${server.url("/docs/launch")}">the docs</a>.</p><img src="${server.url("/blog/images/inline.jpg")}">`,
        content: '<h2>Full story</h2><p>Read <a href="https://elsewhere.example/x">there</a>.</p>',
        published: "2026-11-10T09:30:00.000Z",
        image: server.url("/images/spring.jpg"),
      },
      {
        id: "older",
        title: "Older post",
        link: "https://acme.example/posts/older",
        summary: "Plain summary",
        content: null,
        published: "2026-11-02T08:00:00.000Z",
        image: server.url("/media/older.png"),
      },
      {
        id: "undated",
        title: "No date, no link",
        link: null,
        summary: "Undated",
        content: null,
        published: null,
        image: null,
      },
    ]);
  });

  it("Atom: xml:base, type=html titles as text, enclosure links as images, published or updated", async () => {
    const answer = await feeds.preview(token, { url: server.url("/journal/atom.xml") });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      title: "The Journal",
      items: [
        {
          id: "urn:journal:2",
          title: "Café report",
          link: "https://journal.example/blog/2026/cafe-report",
          summary: '<p>Coffee <a href="https://journal.example/blog/menu">menu</a></p>',
          content: '<p>The full report, <img src="https://journal.example/img/cup.jpg"></p>',
          published: "2026-11-12T10:00:00.000Z",
          image: "https://journal.example/img/cafe.png",
        },
        {
          id: "urn:journal:1",
          title: "First entry",
          link: "https://journal.example/blog/2026/first",
          summary: "Hello",
          content: null,
          published: "2026-11-01T10:00:00.000Z",
          image: null,
        },
      ],
    });
  });

  it("maxItems keeps the newest; a redirect is followed and links resolve against the final address", async () => {
    const answer = await feeds.preview(token, { url: server.url("/moved"), maxItems: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { id: string }) => item.id)).toEqual(["spring-launch"]);
    expect(answer.body.items[0].link).toBe(server.url("/posts/spring-launch"));
  });
});

describe("feeds that cannot be read answer 400 at preview", () => {
  it("not XML, not a feed, HTTP 404", async () => {
    server.serve("/text", { body: "just some text", type: "text/plain" });
    server.serve("/html", { body: "<html><body><p>A web page</p></body></html>", type: "text/html" });
    const notFeed = "The answer is not an RSS 2.0 or Atom feed";
    expect(await feeds.preview(token, { url: server.url("/text") })).toEqual({
      status: 400,
      body: validationError({ url: notFeed }, notFeed),
    });
    expect(await feeds.preview(token, { url: server.url("/html") })).toEqual({
      status: 400,
      body: validationError({ url: notFeed }, notFeed),
    });
    expect(await feeds.preview(token, { url: server.url("/nowhere") })).toEqual({
      status: 400,
      body: validationError({ url: "The feed answered HTTP 404" }, "The feed answered HTTP 404"),
    });
  });

  it("larger than 5 MB", async () => {
    server.serve("/huge", { bytes: 5 * 1024 * 1024 + 1 });
    const reason = "The feed is larger than 5 MB";
    expect(await feeds.preview(token, { url: server.url("/huge") })).toEqual({
      status: 400,
      body: validationError({ url: reason }, reason),
    });
  });

  it("a private address (ALLOW_PRIVATE_TARGETS off), also behind a redirect", async () => {
    const allowed = env.ALLOW_PRIVATE_TARGETS;
    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      const reason = "The feed's host is a private or loopback address";
      for (const url of [server.url("/blog/rss.xml"), "http://10.0.0.8/feed.xml", "http://[::1]:80/feed"])
        expect(await feeds.preview(token, { url })).toEqual({
          status: 400,
          body: validationError({ url: reason }, reason),
        });
    } finally {
      env.ALLOW_PRIVATE_TARGETS = allowed;
    }
  });

  it("no answer within 10 s", async () => {
    server.serve("/slow", { hang: true });
    const started = Date.now();
    const reason = "The feed did not answer within 10 s";
    expect(await feeds.preview(token, { url: server.url("/slow") })).toEqual({
      status: 400,
      body: validationError({ url: reason }, reason),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
  }, 20_000);
});

describe("bad input", () => {
  const base = { name: "Digest" };
  it("maxItems 0 or 21, a non-http URL, a feed that is not an object -> 400 naming the field", async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ url: "https://blog.example/feed", maxItems: 0 }, { "feed.maxItems": "must be at least 1" }],
      [{ url: "https://blog.example/feed", maxItems: 21 }, { "feed.maxItems": "must be at most 20" }],
      [{ url: "https://blog.example/feed", maxItems: 2.5 }, { "feed.maxItems": "must be an integer" }],
      [{ url: "ftp://blog.example/feed.xml" }, { "feed.url": "must be an http or https URL" }],
      [{ url: "javascript:alert(1)" }, { "feed.url": "must be an http or https URL" }],
      [{ url: "not a url" }, { "feed.url": "must be an http or https URL" }],
      [{ maxItems: 5 }, { "feed.url": "is required" }],
      [{ url: "https://blog.example/feed", onlyNew: "yes" }, { "feed.onlyNew": "must be true or false" }],
      ["https://blog.example/feed", { feed: "must be an object with url, maxItems and onlyNew" }],
    ];
    for (const [feed, details] of cases) {
      expect(await campaigns.create(token, { ...base, feed }), JSON.stringify(feed)).toEqual({
        status: 400,
        body: validationError(details),
      });
    }
    const created = await campaigns.create(token, base);
    expect(
      await campaigns.update(token, created.body.id, { feed: { url: "https://x.example/f", maxItems: 21 } }),
    ).toEqual({ status: 400, body: validationError({ "feed.maxItems": "must be at most 20" }) });
    expect(await feeds.preview(token, { url: "file:///etc/passwd" })).toEqual({
      status: 400,
      body: validationError({ url: "must be an http or https URL" }),
    });
    expect(await feeds.preview(token, { url: server.url("/blog/rss.xml"), maxItems: 0 })).toEqual({
      status: 400,
      body: validationError({ maxItems: "must be at least 1" }),
    });
  });

  it("the feed field round-trips with its defaults; a campaign without a feed has nothing to preview; another team's is 404", async () => {
    const created = await campaigns.create(token, { name: "Feed", feed: { url: server.url("/blog/rss.xml") } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      feed: { url: server.url("/blog/rss.xml"), maxItems: 5, onlyNew: true },
      lastRunSkipped: null,
      lastRunSkippedReason: null,
    });
    expect(created.body).not.toHaveProperty("feedState");
    const preview = await feeds.previewCampaign(token, created.body.id);
    expect(preview.status).toBe(200);
    expect(preview.body.items).toHaveLength(3);

    const plain = await campaigns.create(token, { name: "Plain" });
    expect(plain.body.feed).toBeNull();
    expect(await feeds.previewCampaign(token, plain.body.id)).toEqual({
      status: 400,
      body: validationError({ feed: "is not set" }, "The campaign has no feed"),
    });
    const other = await createTestTeam();
    expect(await feeds.previewCampaign(other.token, created.body.id)).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Campaign not found"),
    });
    const cleared = await campaigns.update(token, created.body.id, { feed: null });
    expect(cleared).toMatchObject({ status: 200, body: { feed: null } });
  });
});
