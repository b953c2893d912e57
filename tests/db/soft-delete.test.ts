import { describe, expect, it } from "vitest";
import { toApiError } from "@/lib/api/error-mapping";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { createTestTeam } from "../helpers/teams";

describe("soft delete", () => {
  it("hides soft-deleted rows from reads and updates unless asked for", async () => {
    const { team } = await createTestTeam();
    const list = await db.mailingList.create({ data: { name: "Newsletter", teamId: team.id } });
    await db.mailingList.update({ where: { id: list.id }, data: { isDeleted: true } });

    expect(await db.mailingList.findUnique({ where: { id: list.id } })).toBeNull();
    expect(await db.mailingList.findMany({ where: { teamId: team.id } })).toEqual([]);
    expect(await db.mailingList.count({ where: { teamId: team.id } })).toBe(0);
    await expect(db.mailingList.update({ where: { id: list.id }, data: { name: "Revived" } })).rejects.toMatchObject({
      code: "P2025",
    });

    const audited = await db.mailingList.findFirst({ where: { id: list.id, isDeleted: true } });
    expect(audited?.name).toBe("Newsletter");
  });

  it("keeps one live contact per list and address whatever the case, and frees it on delete", async () => {
    const { team } = await createTestTeam();
    const list = await db.mailingList.create({ data: { name: "Customers", teamId: team.id } });
    const contact = await db.contact.create({ data: { email: "Ada@Example.com", listId: list.id, teamId: team.id } });
    const duplicate = await db.contact
      .create({ data: { email: "ada@example.COM", listId: list.id, teamId: team.id } })
      .catch((error) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(toApiError(duplicate).status).toBe(409);
    await db.contact.update({ where: { id: contact.id }, data: { isDeleted: true } });
    const again = await db.contact.create({ data: { email: "ada@example.com", listId: list.id, teamId: team.id } });
    expect(again.id).not.toBe(contact.id);
  });
});
