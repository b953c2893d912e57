import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { starterTemplates } from "@/lib/templates/starters";
import { createTestTeam } from "../../helpers/teams";
import { templates } from "../../templates/template-client";

// The starter digest of a feed campaign (docs/contract.md section 23), in the four languages: it
// renders `feed.title` and every item (image, linked title, date, summary as text, read-more link).

const FEED = {
  title: "Acme Blog",
  items: [
    {
      id: "b",
      title: "Spring launch & news",
      link: "https://acme.example/posts/b",
      summary: "<p>We <b>launched</b> it.</p>",
      content: null,
      published: "2026-11-10T09:30:00.000Z",
      image: "https://acme.example/images/b.jpg",
    },
    {
      id: "a",
      title: "Older post",
      link: "https://acme.example/posts/a",
      summary: null,
      content: null,
      published: null,
      image: null,
    },
  ],
};

describe("the feed digest starter", () => {
  it("renders the feed's items in every language, with no missing variable", async () => {
    const { token } = await createTestTeam();
    const readMore = { en: "Read the post", de: "Beitrag lesen", fr: "Lire l'article", es: "Leer la entrada" };
    for (const locale of LOCALES) {
      const starter = starterTemplates(locale).find((item) => item.id === "feed-digest")!;
      const created = await templates.create(token, {
        name: starter.name,
        subject: starter.subject,
        html: starter.html,
      });
      expect(created.status).toBe(201);
      const rendered = await templates.render(token, created.body.id, { data: { feed: FEED } });
      expect(rendered.status).toBe(200);
      expect(rendered.body.missingVariables).toEqual([]);
      expect(rendered.body.subject).toBe("Spring launch & news");
      const html: string = rendered.body.html;
      expect(html).toContain("Acme Blog");
      expect(html).toContain('<img src="https://acme.example/images/b.jpg"');
      expect(html).toMatch(/<a href="https:\/\/acme\.example\/posts\/b"[^>]*>Spring launch &amp; news<\/a>/);
      expect(html).toContain("2026-11-10");
      expect(html).toContain("We launched it.");
      expect(html).toContain("Older post");
      expect(html.split(readMore[locale]).length - 1).toBe(2);
      // Without data (the designer's and the wizard's previews) the feed is two sample posts.
      const sample = await templates.render(token, created.body.id);
      expect(sample.status).toBe(200);
      expect(sample.body.subject).toBe("Lorem ipsum dolor sit amet");
      expect(sample.body.html).toContain("Ut enim ad minim veniam");
    }
  });
});
