import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { createContact, createList, validationError } from "../contacts/audience-client";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { createTemplate, templates } from "./template-client";

beforeAll(() => db.$queryRaw`SELECT 1`);

const PERSONAL = {
  subject: '{{ firstName | default: "Hi" }}, news from {{ team.name }}',
  html: `<html><head><style>.lead { color: #123456; } @media (max-width: 600px) { .lead { font-size: 14px !important; } }</style></head><body>
<p class="lead">Hello {{ firstName | default: "there" }} {{ lastName }} of {{ contact.company }}</p>
<p>Plan: {{ metadata.plan }}</p>
{% if items.size > 0 %}<ul>{% for item in items %}<li>{{ item }}</li>{% endfor %}</ul>{% endif %}
<a href="{{ unsubscribeUrl }}">Unsubscribe</a>
</body></html>`,
};

describe("POST /templates/{id}/render", () => {
  it("renders the sample contact when nothing is given", async () => {
    const { team, token } = await createTestTeam("Acme Marketing");
    const template = await createTemplate(token, PERSONAL);
    const rendered = await templates.render(token, template.id);
    expect(rendered.status).toBe(200);
    expect(Object.keys(rendered.body).sort()).toEqual(["html", "missingVariables", "subject", "text"]);
    expect(rendered.body.subject).toBe(`Jane, news from ${team.name}`);
    expect(rendered.body.html).toContain('<p class="lead" style="color: #123456;">Hello Jane Doe of Acme Inc.</p>');
    expect(rendered.body.html).toContain("@media (max-width: 600px)");
    expect(rendered.body.html).toContain(`href="${env.APP_URL}/u/preview"`);
    expect(rendered.body.text).toContain("Hello Jane Doe of Acme Inc.");
    expect(rendered.body.text).toContain(`Unsubscribe [${env.APP_URL}/u/preview]`);
    expect(rendered.body.missingVariables).toEqual([]);
  });

  it("renders data with defaults, loops, escaping, and lists unknown variables", async () => {
    const { token } = await createTestTeam();
    const template = await createTemplate(token, PERSONAL);
    const rendered = await templates.render(token, template.id, {
      data: { lastName: "<script>alert(1)</script>", items: ["Tea", "Cake"] },
    });
    expect(rendered.status).toBe(200);
    expect(rendered.body.subject).toBe(`Hi, news from Acme Marketing`);
    expect(rendered.body.html).toContain("Hello there &lt;script&gt;alert(1)&lt;/script&gt; of </p>");
    expect(rendered.body.html).not.toContain("<script>");
    expect(rendered.body.html).toContain("<ul><li>Tea</li><li>Cake</li></ul>");
    expect(rendered.body.text).toContain("Tea");
    expect(rendered.body.missingVariables).toEqual(["contact.company", "metadata.plan"]);
  });

  it("takes data as the UTF-8 bytes of its JSON text (docs/interface.md's array of integers)", async () => {
    const { token } = await createTestTeam();
    const template = await createTemplate(token, { subject: "Hi {{ firstName }}", html: "<p>{{ firstName }}</p>" });
    const bytes = [...Buffer.from(JSON.stringify({ firstName: "Zoë" }))];
    const rendered = await templates.render(token, template.id, { data: bytes });
    expect(rendered.body).toMatchObject({ subject: "Hi Zoë", missingVariables: [] });
  });

  it("renders a contact of the team, with data overriding its fields; another team's contact is a 404", async () => {
    const { token } = await createTestTeam();
    const other = await createTestTeam("Other team");
    const list = await createList(token);
    const contact = await createContact(token, {
      listId: list.id,
      email: "sam@example.com",
      firstName: "Sam",
      company: "Globex",
      metadata: { plan: "Gold" },
    });
    const template = await createTemplate(token, PERSONAL);
    const rendered = await templates.render(token, template.id, { contactId: contact.id, data: { lastName: "Lee" } });
    expect(rendered.body.html).toContain("Hello Sam Lee of Globex</p>");
    expect(rendered.body.html).toContain("Plan: Gold");
    expect(rendered.body.missingVariables).toEqual([]);

    const otherList = await createList(other.token);
    const foreign = await createContact(other.token, { listId: otherList.id, email: "x@example.com" });
    expect(await templates.render(token, template.id, { contactId: foreign.id })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Contact not found"),
    });
  });

  it("answers 400 for a body that is not an object or data that is not a JSON object", async () => {
    const { token } = await createTestTeam();
    const template = await createTemplate(token);
    expect(await templates.render(token, template.id, { data: "text" })).toEqual({
      status: 400,
      body: validationError({ data: "must be a JSON object" }),
    });
    expect(await templates.render(token, template.id, [1])).toEqual({
      status: 400,
      body: validationError({ body: "must be a JSON object" }),
    });
  });

  it("answers 422 when the template fails while rendering", async () => {
    const { token } = await createTestTeam();
    const template = await createTemplate(token, { html: "<p>line one</p>\n{% include 'missing' %}" });
    const rendered = await templates.render(token, template.id);
    expect(rendered.status).toBe(422);
    expect(rendered.body).toMatchObject({
      error: "unprocessable_entity",
      code: "UNPROCESSABLE",
      details: { line: "2" },
    });
    expect(rendered.body.message).toMatch(/line 2/);
  });
});

describe("GET /templates/starters", () => {
  it("lists four starters that render cleanly and can be saved as templates", async () => {
    const { team, token } = await createTestTeam();
    const answer = await templates.starters({ apiKey: await createTestApiKey(team.id, ["templates:read"]) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((starter: { id: string }) => starter.id)).toEqual([
      "newsletter",
      "announcement",
      "plain-text",
      "feed-digest",
    ]);
    for (const starter of answer.body.data as {
      id: string;
      name: string;
      description: string;
      subject: string;
      html: string;
    }[]) {
      expect(starter.description.length).toBeGreaterThan(10);
      expect(starter.html).toContain('href="{{ unsubscribeUrl }}"');
      expect(starter.html).toContain('{{ firstName | default: "there" }}');
      expect(starter.html).toContain("@media");
      const created = await templates.create(token, {
        name: starter.name,
        subject: starter.subject,
        html: starter.html,
      });
      expect(created.status).toBe(201);
      expect(created.body.variables).toEqual(expect.arrayContaining(["firstName", "unsubscribeUrl"]));
      const rendered = await templates.render(token, created.body.id);
      expect(rendered.status).toBe(200);
      expect(rendered.body.missingVariables).toEqual([]);
      expect(rendered.body.html).toContain("Hi Jane");
      expect(rendered.body.html).not.toContain("<style>\n  body");
      expect(rendered.body.text).toMatch(/Unsubscribe \[http/);
      expect(rendered.body.text).not.toMatch(/\{\{|\{%/);
      // Button labels stay white on the accent colour once the CSS is inlined.
      for (const label of rendered.body.html.match(/<a class="button"[^>]*>/g) ?? [])
        expect(label).toContain("color: #ffffff");
    }
  });

  it("needs templates:read", async () => {
    const { team } = await createTestTeam();
    const key = { apiKey: await createTestApiKey(team.id, ["lists:read"]) };
    expect(await templates.starters(key)).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
  });
});
