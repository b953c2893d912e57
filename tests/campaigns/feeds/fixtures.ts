// Feed documents of the feed tests: RSS 2.0 and Atom with CDATA, relative links and images as
// enclosures, media:content and Atom enclosure links.

export type RssItem = { guid: string; title: string; path: string; date: string };

/** An RSS 2.0 feed at /blog/feed.xml-like paths: links relative to the feed's address. */
export function rssFeed(items: RssItem[], title = "Acme Blog") {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${title}</title>
    <link>https://acme.example/</link>
    <description>News from Acme</description>
${items
  .map(
    (item) => `    <item>
      <title><![CDATA[${item.title}]]></title>
      <link>${item.path}</link>
      <guid isPermaLink="false">${item.guid}</guid>
      <pubDate>${new Date(item.date).toUTCString()}</pubDate>
      <description><![CDATA[<p>Summary of ${item.title} with <a href="/more/${item.guid}">a relative link</a>.</p>]]></description>
    </item>`,
  )
  .join("\n")}
  </channel>
</rss>`;
}

/** RSS 2.0 with everything the parser must handle: CDATA, markup in a title, relative links and images. */
export const RSS_FIXTURE = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title><![CDATA[Acme & Co. Blog]]></title>
    <link>https://acme.example/</link>
    <description>News</description>
    <item>
      <title>Older post</title>
      <link>https://acme.example/posts/older</link>
      <guid>older</guid>
      <pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
      <description>Plain summary</description>
      <media:content url="/media/older.png" medium="image" />
    </item>
    <item>
      <title><![CDATA[Spring <em>launch</em> & news]]></title>
      <link>/posts/spring-launch</link>
      <guid isPermaLink="false">spring-launch</guid>
      <pubDate>Tue, 10 Nov 2026 09:30:00 GMT</pubDate>
      <description><![CDATA[<p>We <b>launched</b> <a href="/docs/launch">the docs</a>.</p><img src="images/inline.jpg">]]></description>
      <content:encoded><![CDATA[<h2>Full story</h2><p>Read <a href="https://elsewhere.example/x">there</a>.</p>]]></content:encoded>
      <enclosure url="/images/spring.jpg" type="image/jpeg" length="12345" />
      <enclosure url="/audio/spring.mp3" type="audio/mpeg" length="999" />
    </item>
    <item>
      <title>No date, no link</title>
      <guid>undated</guid>
      <description>Undated</description>
    </item>
  </channel>
</rss>`;

/** Atom with xml:base, type="html" text, an enclosure link as image and a relative alternate link. */
export const ATOM_FIXTURE = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://journal.example/blog/">
  <title type="text">The Journal</title>
  <id>urn:journal</id>
  <updated>2026-11-12T10:00:00Z</updated>
  <entry>
    <title type="html">Caf&amp;eacute; &lt;b&gt;report&lt;/b&gt;</title>
    <id>urn:journal:2</id>
    <link rel="alternate" href="2026/cafe-report"/>
    <link rel="enclosure" type="image/png" href="/img/cafe.png"/>
    <published>2026-11-12T10:00:00Z</published>
    <updated>2026-11-12T11:00:00Z</updated>
    <summary type="html"><![CDATA[<p>Coffee <a href="menu">menu</a></p>]]></summary>
    <content type="html"><![CDATA[<p>The full report, <img src="/img/cup.jpg"></p>]]></content>
  </entry>
  <entry>
    <title>First entry</title>
    <id>urn:journal:1</id>
    <link href="https://journal.example/blog/2026/first"/>
    <updated>2026-11-01T10:00:00Z</updated>
    <summary>Hello</summary>
  </entry>
</feed>`;
