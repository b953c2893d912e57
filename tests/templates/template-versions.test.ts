import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { createCategory, createTemplate, templates, templateVersions } from "./template-client";

// Template versions and publishing through the routes (docs/contract.md section 23).

beforeAll(() => db.$queryRaw`SELECT 1`);

const TEMPLATE_NOT_FOUND = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Template not found");
const VERSION_NOT_FOUND = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Template version not found");
const FORBIDDEN = errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource");
const BAD_VERSION = errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid path parameters", {
  version: "must be a version number",
});

const numbers = (list: { body: { data: { version: number }[] } }) => list.body.data.map(({ version }) => version);

describe("template versions", () => {
  it("makes a version for each change of subject, HTML or design, by whom; none for a rename, a category or an unchanged save", async () => {
    const { token, user, team } = await createTestTeam();
    const template = await createTemplate(token, { designJson: '{"v":1}' });
    expect(template).toMatchObject({ version: 1, publishedVersion: null });

    expect((await templates.patch(token, template.id, { subject: "Subject two" })).body.version).toBe(2);
    expect((await templates.patch(token, template.id, { html: "<p>Body three</p>" })).body.version).toBe(3);
    expect((await templates.patch(token, template.id, { designJson: '{"v":4}' })).body.version).toBe(4);
    // Neither a rename, a category, nor a save of the same content is a version.
    const category = await createCategory(token);
    expect((await templates.patch(token, template.id, { name: "Renamed" })).body.version).toBe(4);
    expect((await templates.patch(token, template.id, { categoryId: category.id })).body.version).toBe(4);
    expect((await templates.patch(token, template.id, { html: "<p>Body three</p>" })).body.version).toBe(4);
    // With an API key, the author is unknown.
    const key = await createTestApiKey(team.id, ["templates:read", "templates:write"]);
    expect((await templates.patch({ apiKey: key }, template.id, { subject: "By key" })).body.version).toBe(5);

    const list = await templateVersions.list(token, template.id);
    expect(list.status).toBe(200);
    expect(numbers(list)).toEqual([5, 4, 3, 2, 1]);
    const author = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
    expect(list.body.data[0]).toEqual({
      version: 5,
      subject: "By key",
      createdAt: expect.any(String),
      createdBy: null,
      published: false,
    });
    expect(list.body.data[4]).toMatchObject({ version: 1, subject: "Hello {{ firstName }}", createdBy: author });

    expect(await templateVersions.get(token, template.id, 2)).toEqual({
      status: 200,
      body: {
        version: 2,
        subject: "Subject two",
        html: "<p>Hi {{ firstName }}</p>",
        designJson: '{"v":1}',
        createdAt: expect.any(String),
        createdBy: author,
        published: false,
      },
    });
  });

  it("restores an old version as a new one, keeping the history and the published version", async () => {
    const { token } = await createTestTeam();
    const template = await createTemplate(token, { html: "<p>First</p>" });
    await templates.patch(token, template.id, { html: "<p>Second</p>", subject: "Second subject" });
    expect((await templateVersions.publish(token, template.id)).body).toMatchObject({
      version: 2,
      publishedVersion: 2,
    });

    const restored = await templateVersions.restore(token, template.id, 1);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      version: 3,
      publishedVersion: 2,
      html: "<p>First</p>",
      subject: "Hello {{ firstName }}",
    });
    expect((await templates.get(token, template.id)).body.html).toBe("<p>First</p>");
    const list = await templateVersions.list(token, template.id);
    expect(numbers(list)).toEqual([3, 2, 1]);
    expect(list.body.data.map(({ published }: { published: boolean }) => published)).toEqual([false, true, false]);
    // Restoring the newest version still makes one (docs/contract.md section 23: "a new version equal to that one").
    expect((await templateVersions.restore(token, template.id, 3)).body.version).toBe(4);
  });

  it("publishes the newest version; edits after it are a draft", async () => {
    const { token } = await createTestTeam();
    const template = await createTemplate(token);
    const published = await templateVersions.publish(token, template.id);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id: template.id, version: 1, publishedVersion: 1 });
    await templates.patch(token, template.id, { html: "<p>Draft</p>" });
    expect((await templates.get(token, template.id)).body).toMatchObject({ version: 2, publishedVersion: 1 });
    expect((await templateVersions.publish(token, template.id)).body).toMatchObject({
      version: 2,
      publishedVersion: 2,
    });
  });

  it("gives a template made before versions its version 1 from its current content", async () => {
    const { token } = await createTestTeam();
    const template = await createTemplate(token, { html: "<p>Old</p>" });
    await db.templateVersion.deleteMany({ where: { templateId: template.id } });
    const list = await templateVersions.list(token, template.id);
    expect(list.body.data).toEqual([expect.objectContaining({ version: 1, createdBy: null })]);
    await db.templateVersion.deleteMany({ where: { templateId: template.id } });
    await templates.patch(token, template.id, { html: "<p>New</p>" });
    expect((await templateVersions.get(token, template.id, 1)).body.html).toBe("<p>Old</p>");
    expect((await templateVersions.get(token, template.id, 2)).body.html).toBe("<p>New</p>");
  });

  it("answers 404 for an unknown version or another team's template, 400 for a version that is no number, 403 without write", async () => {
    const { token, team } = await createTestTeam();
    const other = await createTestTeam();
    const template = await createTemplate(token);
    expect(await templateVersions.get(token, template.id, 9)).toEqual({ status: 404, body: VERSION_NOT_FOUND });
    expect(await templateVersions.restore(token, template.id, 9)).toEqual({ status: 404, body: VERSION_NOT_FOUND });
    expect(await templateVersions.get(token, template.id, "latest")).toEqual({ status: 400, body: BAD_VERSION });
    expect(await templateVersions.restore(token, template.id, 0)).toEqual({ status: 400, body: BAD_VERSION });
    for (const call of [
      templateVersions.list(other.token, template.id),
      templateVersions.get(other.token, template.id, 1),
      templateVersions.restore(other.token, template.id, 1),
      templateVersions.publish(other.token, template.id),
    ])
      expect(await call).toEqual({ status: 404, body: TEMPLATE_NOT_FOUND });
    const readOnly = { apiKey: await createTestApiKey(team.id, ["templates:read"]) };
    expect((await templateVersions.list(readOnly, template.id)).status).toBe(200);
    expect(await templateVersions.publish(readOnly, template.id)).toEqual({ status: 403, body: FORBIDDEN });
    expect(await templateVersions.restore(readOnly, template.id, 1)).toEqual({ status: 403, body: FORBIDDEN });
    expect((await templates.get(token, template.id)).body).toMatchObject({ version: 1, publishedVersion: null });
  });
});
