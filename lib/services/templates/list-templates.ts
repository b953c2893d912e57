import { pageArgs, paginated } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TemplatesQuery } from "@/lib/validation/templates";
import { templateInclude, toTemplateListItem } from "./to-template-dto";

/**
 * The team's templates, last edited first, without their HTML (GET /templates/{id} has it).
 * `q` searches name and subject; `categoryId` keeps one category's (another team's id finds none);
 * `kind` keeps templates or layouts.
 */
export async function listTemplates({
  teamId,
  q,
  categoryId,
  kind,
  ...pagination
}: TemplatesQuery & { teamId: string }) {
  const where: Prisma.TemplateWhereInput = {
    teamId,
    ...(categoryId ? { categoryId } : {}),
    ...(kind ? { kind } : {}),
    ...(q
      ? { OR: [{ name: { contains: q, mode: "insensitive" } }, { subject: { contains: q, mode: "insensitive" } }] }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.template.findMany({
      where,
      include: templateInclude,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.template.count({ where }),
  ]);
  const now = Date.now();
  return paginated(
    rows.map((row) => toTemplateListItem(row, now)),
    total,
    pagination,
  );
}
