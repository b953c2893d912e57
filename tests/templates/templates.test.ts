import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { validationError } from "../contacts/audience-client";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { createCategory, createTemplate, templates } from "./template-client";

beforeAll(() => db.$queryRaw`SELECT 1`);

const TEMPLATE_NOT_FOUND = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Template not found");
const FORBIDDEN = errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource");
const TEMPLATE_FIELDS = [
  "category",
  "categoryId",
  "createdAt",
  "designJson",
  "html",
  "htmlFile",
  "htmlFileId",
  "id",
  "isDeleted",
  "kind",
  "layoutId",
  "name",
  "publishedVersion",
  "subject",
  "teamId",
  "updatedAt",
  "variables",
  "version",
];

async function storedText(path: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await getStorage().get(path)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

describe("POST /templates", () => {
  it("stores the HTML as a File, derives variables and answers the template with its html", async () => {
    const { team, token } = await createTestTeam();
    const category = await createCategory(token);
    const html =
      '<p>Hi {{ firstName | default: "there" }} from {{ contact.company }}</p>{% for item in items %}{{ item.name }}{% endfor %}<a href="{{ unsubscribeUrl }}">Unsubscribe</a>';
    const created = await templates.create(token, {
      name: " Welcome ",
      subject: "Welcome, {{ firstName }}",
      html,
      designJson: '{"pages":[]}',
      categoryId: category.id,
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(TEMPLATE_FIELDS);
    expect(created.body).toMatchObject({
      teamId: team.id,
      name: "Welcome",
      subject: "Welcome, {{ firstName }}",
      html,
      designJson: '{"pages":[]}',
      variables: ["contact.company", "firstName", "items", "unsubscribeUrl"],
      categoryId: category.id,
      category: { id: category.id, name: "Newsletters" },
      isDeleted: false,
    });
    expect(created.body.htmlFile).toMatchObject({
      id: created.body.htmlFileId,
      type: "text/html",
      size: Buffer.byteLength(html),
      name: "Welcome.html",
    });

    const file = await db.file.findUniqueOrThrow({ where: { id: created.body.htmlFileId } });
    expect(file.teamId).toBe(team.id);
    expect(await storedText(file.path)).toBe(html);
    expect(await templates.get(token, created.body.id)).toEqual({
      status: 200,
      body: { ...created.body, htmlFile: { ...created.body.htmlFile, signedUrl: expect.any(String) } },
    });
  });

  it("accepts designJson as an object and an empty html", async () => {
    const { token } = await createTestTeam();
    const created = await templates.create(token, {
      name: "Blank",
      subject: "Hi",
      designJson: { pages: [{ id: "p1" }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      html: "",
      designJson: '{"pages":[{"id":"p1"}]}',
      variables: [],
      categoryId: null,
      category: null,
    });
  });

  it("answers 400 for an empty name, a subject over 998 characters and designJson that is not JSON", async () => {
    const { team, token } = await createTestTeam();
    expect(await templates.create(token, { name: "", subject: "Hi" })).toEqual({
      status: 400,
      body: validationError({ name: "must not be empty" }),
    });
    expect(await templates.create(token, { name: "   ", subject: "Hi" })).toEqual({
      status: 400,
      body: validationError({ name: "must not be empty" }),
    });
    expect(await templates.create(token, { subject: "Hi" })).toEqual({
      status: 400,
      body: validationError({ name: "is required" }),
    });
    expect(await templates.create(token, { name: "Long", subject: "x".repeat(999) })).toEqual({
      status: 400,
      body: validationError({ subject: "must be at most 998 characters" }),
    });
    expect((await templates.create(token, { name: "Longest", subject: "x".repeat(998) })).status).toBe(201);
    expect(await templates.create(token, { name: "Design", subject: "Hi", designJson: "{not json" })).toEqual({
      status: 400,
      body: validationError({ designJson: "must be valid JSON text" }),
    });
    expect(await templates.create(token, { name: "Design", subject: "Hi", designJson: 42 })).toEqual({
      status: 400,
      body: validationError({ designJson: "must be valid JSON text" }),
    });
    expect(await templates.create(token, { name: "Html", subject: "Hi", html: 5 })).toEqual({
      status: 400,
      body: validationError({ html: "must be a string" }),
    });
    expect(await templates.createRaw(token, "{ broken")).toEqual({
      status: 400,
      body: validationError({ body: "is not valid JSON" }, "Malformed JSON in request body"),
    });
    expect(await db.template.count({ where: { teamId: team.id } })).toBe(1);
  });

  it("answers 404 for a category of another team", async () => {
    const { team, token } = await createTestTeam();
    const other = await createTestTeam("Other team");
    const foreign = await createCategory(other.token, "Theirs");
    expect(await templates.create(token, { name: "Mine", subject: "Hi", categoryId: foreign.id })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Category not found"),
    });
    expect(await db.template.count({ where: { teamId: team.id } })).toBe(0);
    expect(await db.file.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("answers 413 payload_too_large for HTML over 2 MB, and takes HTML just under it", async () => {
    const { team, token } = await createTestTeam();
    const padding = (bytes: number) => `<p>${"a".repeat(bytes - 7)}</p>`;
    const tooLarge = await templates.create(token, { name: "Huge", subject: "Hi", html: padding(2 * 1024 * 1024 + 1) });
    expect(tooLarge).toEqual({
      status: 413,
      body: errorEnvelope("payload_too_large", "PAYLOAD_TOO_LARGE", "Template HTML exceeds the 2097152 byte limit", {
        html: "must be at most 2097152 bytes (2 MB)",
      }),
    });
    // Above the API's usual 1 MiB JSON limit, within the template limit.
    const large = await templates.create(token, { name: "Large", subject: "Hi", html: padding(2 * 1024 * 1024) });
    expect(large.status).toBe(201);
    expect(large.body.htmlFile.size).toBe(2 * 1024 * 1024);
    expect(await db.template.count({ where: { teamId: team.id } })).toBe(1);
  });

  it("answers 422 with the line for broken Liquid, in the HTML or the subject", async () => {
    const { team, token } = await createTestTeam();
    const broken = await templates.create(token, {
      name: "Broken",
      subject: "Hi",
      html: "<p>one</p>\n<p>two</p>\n<p>{% if firstName %}</p>",
    });
    expect(broken).toEqual({
      status: 422,
      body: unprocessable("Template syntax error in the html on line 3, column 4: tag {% if firstName %} not closed", {
        html: "line 3, column 4: tag {% if firstName %} not closed",
        line: "3",
        column: "4",
      }),
    });
    const badSubject = await templates.create(token, {
      name: "Broken",
      subject: "Hi {{ firstName ",
      html: "<p>fine</p>",
    });
    expect(badSubject.status).toBe(422);
    expect(badSubject.body.message).toMatch(/^Template syntax error in the subject on line 1/);
    expect(badSubject.body.details).toMatchObject({ line: "1", subject: expect.stringMatching(/^line 1, column 4: /) });
    expect(await db.template.count({ where: { teamId: team.id } })).toBe(0);
    expect(await db.file.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("needs templates:write: a MEMBER may create, a read-only key may not", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    expect((await templates.create(member.token, { name: "By a member", subject: "Hi" })).status).toBe(201);
    const readOnly = { apiKey: await createTestApiKey(team.id, ["templates:read"]) };
    expect(await templates.create(readOnly, { name: "By a key", subject: "Hi" })).toEqual({
      status: 403,
      body: FORBIDDEN,
    });
    const [template] = (await templates.list(readOnly)).body.data;
    expect(await templates.patch(readOnly, template.id, { name: "Renamed" })).toEqual({ status: 403, body: FORBIDDEN });
    expect(await templates.duplicate(readOnly, template.id)).toEqual({ status: 403, body: FORBIDDEN });
    expect(await templates.remove(readOnly, template.id)).toEqual({ status: 403, body: FORBIDDEN });
    expect((await templates.render(readOnly, template.id)).status).toBe(200);
  });
});

describe("PATCH /templates/{id}", () => {
  it("writes new HTML to a new File, retires the old one and derives variables again", async () => {
    const { token } = await createTestTeam();
    const template = await createTemplate(token);
    const oldFile = await db.file.findUniqueOrThrow({ where: { id: template.htmlFileId } });

    const patched = await templates.patch(token, template.id, {
      html: "<p>{{ contact.city }} {{ metadata.plan }}</p>",
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      html: "<p>{{ contact.city }} {{ metadata.plan }}</p>",
      variables: ["contact.city", "firstName", "metadata.plan"],
    });
    expect(patched.body.htmlFileId).not.toBe(template.htmlFileId);
    expect(await db.file.findFirst({ where: { id: oldFile.id, isDeleted: true } })).not.toBeNull();
    expect(await getStorage().size(oldFile.path)).toBeNull();
    expect((await templates.get(token, template.id)).body.html).toBe("<p>{{ contact.city }} {{ metadata.plan }}</p>");

    // Subject only: the HTML file stays, the variables follow the subject.
    const renamed = await templates.put(token, template.id, { subject: "News for {{ lastName }}", name: "Renamed" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: "Renamed",
      htmlFileId: patched.body.htmlFileId,
      variables: ["contact.city", "lastName", "metadata.plan"],
    });
  });

  it("leaves exactly one live HTML File after concurrent saves", async () => {
    const { team, token } = await createTestTeam();
    const template = await createTemplate(token);
    const saves = await Promise.all(
      [1, 2, 3].map((n) => templates.patch(token, template.id, { html: `<p>version ${n}</p>` })),
    );
    expect(saves.map(({ status }) => status)).toEqual([200, 200, 200]);
    const current = await templates.get(token, template.id);
    const live = await db.file.findMany({ where: { teamId: team.id } });
    expect(live.map(({ id }) => id)).toEqual([current.body.htmlFileId]);
    expect(await storedText(live[0].path)).toBe(current.body.html);
  });

  it("keeps the previous HTML when an update is refused", async () => {
    const { team, token } = await createTestTeam();
    const template = await createTemplate(token);
    expect((await templates.patch(token, template.id, { html: "{% for x in y %}" })).status).toBe(422);
    expect((await templates.patch(token, template.id, { html: "x".repeat(2 * 1024 * 1024 + 1) })).status).toBe(413);
    expect((await templates.patch(token, template.id, { subject: "y".repeat(999) })).status).toBe(400);
    expect((await templates.patch(token, template.id, { designJson: "[1," })).status).toBe(400);
    const after = await templates.get(token, template.id);
    expect(after.body).toMatchObject({
      html: "<p>Hi {{ firstName }}</p>",
      htmlFileId: template.htmlFileId,
      subject: template.subject,
    });
    expect(await db.file.count({ where: { teamId: team.id } })).toBe(1);
  });

  it("moves between categories and out of them; another team's category is a 404", async () => {
    const { token } = await createTestTeam();
    const other = await createTestTeam("Other team");
    const category = await createCategory(token);
    const foreign = await createCategory(other.token);
    const template = await createTemplate(token);
    expect((await templates.patch(token, template.id, { categoryId: category.id })).body).toMatchObject({
      categoryId: category.id,
    });
    expect(await templates.patch(token, template.id, { categoryId: foreign.id })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Category not found"),
    });
    expect((await templates.patch(token, template.id, { categoryId: null })).body).toMatchObject({
      categoryId: null,
      category: null,
    });
  });
});

describe("GET /templates", () => {
  it("pages, searches name and subject, filters by category, and leaves html out", async () => {
    const { token } = await createTestTeam();
    const category = await createCategory(token);
    await createTemplate(token, { name: "Spring sale", subject: "Flowers" });
    await createTemplate(token, { name: "Receipt", subject: "Your order", categoryId: category.id });
    await createTemplate(token, { name: "Digest", subject: "Spring news", categoryId: category.id });

    const all = await templates.list(token);
    expect(all.body.pagination).toEqual({ page: 1, limit: 50, total: 3 });
    expect(all.body.data.map((template: { name: string }) => template.name)).toEqual([
      "Digest",
      "Receipt",
      "Spring sale",
    ]);
    expect(all.body.data[0]).not.toHaveProperty("html");
    expect(all.body.data[0].variables).toEqual(["firstName"]);

    const spring = await templates.list(token, "?q=spring");
    expect(spring.body.data.map((template: { name: string }) => template.name)).toEqual(["Digest", "Spring sale"]);
    const inCategory = await templates.list(token, `?categoryId=${category.id}&limit=1&page=2`);
    expect(inCategory.body).toEqual({
      data: [expect.objectContaining({ name: "Receipt" })],
      pagination: { page: 2, limit: 1, total: 2 },
    });
  });
});

describe("tenancy and delete", () => {
  it("answers 404 for another team's template on every route", async () => {
    const owner = await createTestTeam();
    const other = await createTestTeam("Other team");
    const template = await createTemplate(owner.token);
    expect(await templates.get(other.token, template.id)).toEqual({ status: 404, body: TEMPLATE_NOT_FOUND });
    expect(await templates.patch(other.token, template.id, { name: "Mine" })).toEqual({
      status: 404,
      body: TEMPLATE_NOT_FOUND,
    });
    expect(await templates.render(other.token, template.id)).toEqual({ status: 404, body: TEMPLATE_NOT_FOUND });
    expect(await templates.duplicate(other.token, template.id)).toEqual({ status: 404, body: TEMPLATE_NOT_FOUND });
    expect(await templates.remove(other.token, template.id)).toEqual({ status: 404, body: TEMPLATE_NOT_FOUND });
    expect((await templates.list(other.token)).body.pagination.total).toBe(0);
    expect((await templates.get(owner.token, template.id)).status).toBe(200);
  });

  it("soft-deletes the template and its HTML File", async () => {
    const { token } = await createTestTeam();
    const template = await createTemplate(token);
    const deleted = await templates.remove(token, template.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: template.id, isDeleted: true, html: "<p>Hi {{ firstName }}</p>" });
    expect(await templates.get(token, template.id)).toEqual({ status: 404, body: TEMPLATE_NOT_FOUND });
    expect(await db.file.findFirst({ where: { id: template.htmlFileId, isDeleted: true } })).not.toBeNull();
    expect((await templates.list(token)).body.pagination.total).toBe(0);
  });
});

describe("POST /templates/{id}/duplicate", () => {
  it('copies the template under "<name> (copy)" with a new File', async () => {
    const { token } = await createTestTeam();
    const category = await createCategory(token);
    const template = await createTemplate(token, { designJson: '{"a":1}', categoryId: category.id });
    const copy = await templates.duplicate(token, template.id);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: "Welcome (copy)",
      subject: template.subject,
      html: template.html,
      designJson: '{"a":1}',
      variables: ["firstName"],
      categoryId: category.id,
    });
    expect(copy.body.id).not.toBe(template.id);
    expect(copy.body.htmlFileId).not.toBe(template.htmlFileId);
    // The copy is independent: editing it leaves the original alone.
    await templates.patch(token, copy.body.id, { html: "<p>changed</p>" });
    expect((await templates.get(token, template.id)).body.html).toBe(template.html);
  });

  it("counts towards the plan's template cap", async () => {
    const { team, token } = await createTestTeam();
    const template = await createTemplate(token);
    await db.template.createMany({
      data: Array.from({ length: 49 }, (_, index) => ({ teamId: team.id, name: `T${index}`, subject: "Hi" })),
    });
    expect(await templates.duplicate(token, template.id)).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_LIMIT_REACHED",
        "Your Free plan allows 50 template library items. Upgrade to add more.",
        { feature: "template_library", limit: 50, used: 50 },
      ),
    });
  });
});
