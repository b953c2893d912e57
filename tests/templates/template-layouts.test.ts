import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { LAYOUT_CONTENT_MESSAGE } from "@/lib/validation/templates";
import { errorEnvelope } from "../auth/auth-client";
import { validationError } from "../contacts/audience-client";
import { campaigns } from "../campaigns/campaign-client";
import { emails } from "../emails/email-client";
import { smtpConfigFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { createTemplate, templates } from "./template-client";

// Layouts (docs/contract.md section 23): a template of kind "layout" holds {{ content }}, and a
// template naming it in layoutId renders inside it.

beforeAll(() => db.$queryRaw`SELECT 1`);

const LAYOUT_HTML = `<html><body><header>Acme header</header>{{ content }}<footer><a href="{{ unsubscribeUrl }}">Unsubscribe</a></footer></body></html>`;
const NOT_A_LAYOUT = validationError({ layoutId: "must be a layout of your team" });

describe("layouts", () => {
  it("renders a template inside its layout, its styles and body in place of {{ content }}", async () => {
    const { token } = await createTestTeam();
    const layout = await createTemplate(token, { name: "Frame", kind: "layout", html: LAYOUT_HTML });
    expect(layout).toMatchObject({ kind: "layout", layoutId: null });
    const template = await createTemplate(token, {
      layoutId: layout.id,
      html: "<html><head><style>p { color: #123456; }</style></head><body><p>Hi {{ firstName }}</p></body></html>",
    });
    expect(template).toMatchObject({ kind: "template", layoutId: layout.id });
    const rendered = await templates.render(token, template.id);
    expect(rendered.status).toBe(200);
    expect(rendered.body.html).toMatch(
      /<header>Acme header<\/header>\s*<p style="color: ?#123456;?">Hi Jane<\/p>\s*<footer>/,
    );
    expect(rendered.body.subject).toBe("Hello Jane");

    // Out of its layout again; and the list keeps layouts apart.
    await templates.patch(token, template.id, { layoutId: null });
    expect((await templates.render(token, template.id)).body.html).not.toContain("Acme header");
    const layouts = await templates.list(token, "?kind=layout");
    expect(layouts.body.data.map(({ id }: { id: string }) => id)).toEqual([layout.id]);
  });

  it("refuses a layout without {{ content }}, a layoutId that is no layout of the team, and a layout inside a layout", async () => {
    const { token } = await createTestTeam();
    const other = await createTestTeam();
    const plain = await createTemplate(token);
    const layout = await createTemplate(token, { name: "Frame", kind: "layout", html: LAYOUT_HTML });
    const theirs = await createTemplate(other.token, { name: "Theirs", kind: "layout", html: LAYOUT_HTML });
    const body = { name: "Frame", subject: "Hi" };

    expect(await templates.create(token, { ...body, kind: "layout", html: "<p>No slot</p>" })).toEqual({
      status: 400,
      body: validationError({ html: LAYOUT_CONTENT_MESSAGE }),
    });
    expect(await templates.patch(token, layout.id, { html: "<p>No slot</p>" })).toEqual({
      status: 400,
      body: validationError({ html: LAYOUT_CONTENT_MESSAGE }),
    });
    expect(await templates.create(token, { ...body, kind: "banner" })).toEqual({
      status: 400,
      body: validationError({ kind: 'must be "template" or "layout"' }),
    });
    expect(await templates.create(token, { ...body, layoutId: plain.id })).toEqual({ status: 400, body: NOT_A_LAYOUT });
    expect(await templates.create(token, { ...body, layoutId: theirs.id })).toEqual({
      status: 400,
      body: NOT_A_LAYOUT,
    });
    expect(await templates.patch(token, plain.id, { layoutId: theirs.id })).toEqual({
      status: 400,
      body: NOT_A_LAYOUT,
    });
    expect(await templates.patch(token, plain.id, { layoutId: "missing" })).toEqual({
      status: 400,
      body: NOT_A_LAYOUT,
    });
    expect(await templates.create(token, { ...body, kind: "layout", html: LAYOUT_HTML, layoutId: layout.id })).toEqual({
      status: 400,
      body: validationError({ layoutId: "a layout cannot have a layout" }),
    });
    expect((await templates.get(token, plain.id)).body.layoutId).toBeNull();
  });

  it("refuses to delete a layout that templates use (409), and deletes it once none does", async () => {
    const { token } = await createTestTeam();
    const layout = await createTemplate(token, { name: "Frame", kind: "layout", html: LAYOUT_HTML });
    const first = await createTemplate(token, { name: "First", layoutId: layout.id });
    const second = await createTemplate(token, { name: "Second", layoutId: layout.id });
    expect(await templates.remove(token, layout.id)).toEqual({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "CONFLICT",
        "This layout is used by 2 templates: move them to another layout or none first",
        { layoutId: "is used by 2 templates" },
      ),
    });
    // A deleted template no longer holds it; one moved out neither.
    expect((await templates.remove(token, first.id)).status).toBe(200);
    await templates.patch(token, second.id, { layoutId: null });
    expect((await templates.remove(token, layout.id)).status).toBe(200);
    expect((await templates.get(token, second.id)).body.html).not.toContain("Acme header");
  });

  it("refuses a layout as what a message, a campaign or an A/B variant sends (400 details.templateId, details.abTest)", async () => {
    const { token, team } = await createTestTeam();
    await smtpConfigFor(team.id, { port: 2 });
    const layout = await createTemplate(token, { name: "Frame", kind: "layout", html: LAYOUT_HTML });
    const refused = { status: 400, body: validationError({ templateId: "is a layout: pick a template that uses it" }) };
    const sent = await emails.send(token, { to: "ada@example.com", from: "news@example.com", templateId: layout.id });
    expect({ status: sent.status, body: sent.body }).toEqual(refused);
    const created = await campaigns.create(token, { name: "Framed", templateId: layout.id });
    expect({ status: created.status, body: created.body }).toEqual(refused);
    const variant = await campaigns.create(token, {
      name: "Framed variant",
      abTest: {
        variants: [{ templateId: layout.id }, { subject: "B" }],
        testPercent: 20,
        metric: "open",
        waitHours: 4,
      },
    });
    expect({ status: variant.status, body: variant.body }).toEqual({
      status: 400,
      body: validationError({ abTest: "a variant's templateId is a layout: pick a template that uses it" }),
    });
  });
});
