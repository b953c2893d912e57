import { describe, expect, it } from "vitest";
import {
  buildRenderContext,
  extractTemplateVariables,
  renderTemplate,
  SAMPLE_CONTACT,
  TemplateSyntaxError,
} from "@/lib/mail/render";

// The template language as the send pipeline uses it (no database needed).

const render = (html: string, context: Record<string, unknown>, subject = "Hello") =>
  renderTemplate({ subject, html, context });

describe("renderTemplate", () => {
  it("renders contact fields at the top level and under contact., metadata, team, campaign and data", () => {
    const context = buildRenderContext({
      contact: { ...SAMPLE_CONTACT, firstName: "Ada" },
      data: { orderId: "A-17", metadata: { coupon: "SPRING" } },
      unsubscribeUrl: "https://app.example.com/u/tok",
      team: { name: "Acme" },
      campaign: { name: "Spring sale" },
    });
    const result = renderTemplate({
      subject: "{{ firstName }}, your {{ campaign.name }}",
      html: '<p>{{ contact.company }} {{ metadata.plan }} {{ metadata.coupon }} {{ orderId }} {{ team.name }}</p><a href="{{ unsubscribeUrl }}">Unsubscribe</a>',
      context,
    });
    expect(result.subject).toBe("Ada, your Spring sale");
    expect(result.html).toContain("<p>Acme Inc. Pro SPRING A-17 Acme</p>");
    expect(result.html).toContain('href="https://app.example.com/u/tok"');
    expect(result.missingVariables).toEqual([]);
  });

  it("uses defaults for absent values and lists printed unknown variables", () => {
    const result = render(
      '<p>Hi {{ firstName | default: "there" }}, {{ nickname }} {{ contact.company }}</p>{% if vip %}VIP{% endif %}',
      {},
    );
    expect(result.html).toContain("<p>Hi there,  </p>");
    // `firstName` has a default and `vip` is only a condition: neither is reported.
    expect(result.missingVariables).toEqual(["contact.company", "nickname"]);
  });

  it("escapes HTML in values by default and lets | raw opt out; the subject and text are not escaped", () => {
    const result = renderTemplate({
      subject: "{{ name }}\r\nBcc: evil@example.com",
      html: "<p>{{ name }}</p><div>{{ snippet | raw }}</div>",
      context: { name: "<script>alert(1)</script> & co", snippet: "<b>bold</b>" },
    });
    expect(result.html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>");
    expect(result.html).not.toContain("<script>");
    expect(result.html).toContain("<div><b>bold</b></div>");
    expect(result.subject).toBe("<script>alert(1)</script> & co Bcc: evil@example.com");
    expect(result.text).toContain("<script>alert(1)</script> & co");
  });

  it("runs loops and conditionals", () => {
    const html =
      "<ul>{% for item in items %}<li>{{ forloop.index }}. {{ item.name }}</li>{% endfor %}</ul>{% if total > 10 %}<p>Big order</p>{% else %}<p>Small order</p>{% endif %}";
    const result = render(html, { items: [{ name: "Tea" }, { name: "Cake" }], total: 12 });
    expect(result.html).toContain("<ul><li>1. Tea</li><li>2. Cake</li></ul><p>Big order</p>");
    expect(result.text).toContain("Tea");
    expect(render(html, { items: [], total: 3 }).html).toContain("<p>Small order</p>");
  });

  it("inlines CSS, keeps media queries in a style block, and writes a text version with links", () => {
    const html = `<html><head><style>
      .title { color: #ff0000; font-size: 24px; }
      @media (max-width: 600px) { .title { font-size: 18px !important; } }
    </style></head><body>
      <h1 class="title">Hi {{ firstName }}</h1>
      <table><tr><td>Row</td></tr>{% for item in items %}<tr><td class="title">{{ item }}</td></tr>{% endfor %}</table>
      <p>Read <a href="https://example.com/post?a=1&amp;b=2">the post</a>.</p>
      <a href="{{ unsubscribeUrl }}">Unsubscribe</a>
    </body></html>`;
    const result = render(html, {
      firstName: "Jane",
      items: ["one", "two"],
      unsubscribeUrl: "https://x.test/u/1?a=1&b=2",
    });
    expect(result.html).toMatch(/<h1 class="title" style="color: #ff0000; font-size: 24px;">Hi Jane<\/h1>/);
    expect(result.html).toMatch(/<td class="title" style="color: #ff0000; font-size: 24px;">two<\/td>/);
    expect(result.html).toContain("@media (max-width: 600px)");
    expect(result.html).toContain('href="https://x.test/u/1?a=1&amp;b=2"');
    expect(result.text).toContain("Hi Jane");
    expect(result.text).toContain("the post [https://example.com/post?a=1&b=2]");
    expect(result.text).toContain("Unsubscribe [https://x.test/u/1?a=1&b=2]");
    expect(result.text).not.toContain("<");
    expect(result.text).not.toMatch(/\n{3}/);
  });

  it("reports a syntax error with its part and line", () => {
    let caught: unknown;
    try {
      render("<p>one</p>\n<p>two</p>\n<p>{{ firstName | }</p>", {});
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TemplateSyntaxError);
    expect((caught as TemplateSyntaxError).part).toBe("html");
    expect((caught as TemplateSyntaxError).line).toBe(3);
    expect(() => renderTemplate({ subject: "{% if x %}", html: "", context: {} })).toThrow(/subject on line 1/);
  });

  it("never reads files through include", () => {
    expect(() => render('{% include "/etc/passwd" %}', {})).toThrow();
  });
});

describe("extractTemplateVariables", () => {
  it("lists the paths used, sorted and unique, without loop locals or assigned names", () => {
    expect(
      extractTemplateVariables({
        subject: "News for {{ firstName }}",
        html: `{{ firstName | default: "there" }} {{ contact.company }} {% for post in posts %}{{ post.title }}{{ forloop.index }}{% endfor %}
          {% assign greeting = "Hi" %}{{ greeting }} {% if metadata.plan == "pro" %}{% endif %}<a href="{{ unsubscribeUrl }}">x</a>`,
      }),
    ).toEqual(["contact.company", "firstName", "metadata.plan", "posts", "unsubscribeUrl"]);
  });
});
