import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { validationError } from "../contacts/audience-client";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { categories, createCategory, createTemplate, templates } from "../templates/template-client";

beforeAll(() => db.$queryRaw`SELECT 1`);

const CATEGORY_NOT_FOUND = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Category not found");
const FORBIDDEN = errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource");

describe("/categories", () => {
  it("creates, reads, updates and lists with search and paging", async () => {
    const { team, token } = await createTestTeam();
    const created = await categories.create(token, { name: "  Newsletters ", description: "Monthly news" });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(String),
        teamId: team.id,
        name: "Newsletters",
        description: "Monthly news",
        templateCount: 0,
        isDeleted: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(await categories.get(token, created.body.id)).toEqual({ status: 200, body: created.body });

    const patched = await categories.patch(token, created.body.id, { description: null });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: "Newsletters", description: null });

    await createCategory(token, "Announcements");
    await createCategory(token, "Receipts");
    const all = await categories.list(token);
    expect(all.body.pagination).toEqual({ page: 1, limit: 50, total: 3 });
    expect(all.body.data.map((category: { name: string }) => category.name)).toEqual([
      "Announcements",
      "Newsletters",
      "Receipts",
    ]);
    const searched = await categories.list(token, "?q=RECEI");
    expect(searched.body.data.map((category: { name: string }) => category.name)).toEqual(["Receipts"]);
    const paged = await categories.list(token, "?page=2&limit=2");
    expect(paged.body).toEqual({
      data: [expect.objectContaining({ name: "Receipts" })],
      pagination: { page: 2, limit: 2, total: 3 },
    });
  });

  it("answers 400 for bad names and bodies", async () => {
    const { team, token } = await createTestTeam();
    expect(await categories.create(token, { name: "A" })).toEqual({
      status: 400,
      body: validationError({ name: "must be at least 2 characters" }),
    });
    expect(await categories.create(token, {})).toEqual({ status: 400, body: validationError({ name: "is required" }) });
    expect(await categories.create(token, { name: "Fine", description: 3 })).toEqual({
      status: 400,
      body: validationError({ description: "must be a string" }),
    });
    const category = await createCategory(token);
    expect(await categories.patch(token, category.id, {})).toEqual({
      status: 400,
      body: validationError({ body: "give at least one of name, description" }),
    });
    expect(await db.emailCategory.count({ where: { teamId: team.id } })).toBe(1);
  });

  it("keeps teams apart: another team's category is a 404 everywhere", async () => {
    const owner = await createTestTeam();
    const other = await createTestTeam("Other team");
    const category = await createCategory(owner.token);
    expect(await categories.get(other.token, category.id)).toEqual({ status: 404, body: CATEGORY_NOT_FOUND });
    expect(await categories.patch(other.token, category.id, { name: "Mine now" })).toEqual({
      status: 404,
      body: CATEGORY_NOT_FOUND,
    });
    expect(await categories.remove(other.token, category.id)).toEqual({ status: 404, body: CATEGORY_NOT_FOUND });
    expect((await categories.list(other.token)).body.pagination.total).toBe(0);
    expect((await categories.get(owner.token, category.id)).body.name).toBe("Newsletters");
  });

  it("soft-deletes; its templates keep working and leave the category", async () => {
    const { token } = await createTestTeam();
    const category = await createCategory(token);
    const template = await createTemplate(token, { categoryId: category.id });
    expect((await categories.get(token, category.id)).body.templateCount).toBe(1);

    const deleted = await categories.remove(token, category.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: category.id, isDeleted: true, templateCount: 1 });
    expect(await categories.get(token, category.id)).toEqual({ status: 404, body: CATEGORY_NOT_FOUND });
    expect((await categories.list(token)).body.pagination.total).toBe(0);

    const after = await templates.get(token, template.id);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ categoryId: null, category: null });
    expect((await templates.render(token, template.id)).status).toBe(200);
    // A deleted category cannot be given to a template any more.
    expect((await templates.patch(token, template.id, { categoryId: category.id })).status).toBe(404);
  });

  it("needs categories permissions: a MEMBER may write, a read-only key may not", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    expect((await categories.create(member.token, { name: "By a member" })).status).toBe(201);
    const readOnly = { apiKey: await createTestApiKey(team.id, ["categories:read"]) };
    expect(await categories.create(readOnly, { name: "By a key" })).toEqual({ status: 403, body: FORBIDDEN });
    expect((await categories.list(readOnly)).body.pagination.total).toBe(1);
  });
});
