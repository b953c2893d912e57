import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { exportListContacts } from "@/lib/services/lists";
import { exportMailingListOperation } from "@/lib/api/operations/lists";

export const GET = withApi(async ({ principal, params, query, ip }) => {
  const { stream, filename } = await exportListContacts({
    teamId: principal.teamId,
    id: params.id,
    bom: query.bom,
    actor: auditActor(principal, ip),
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}, exportMailingListOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
