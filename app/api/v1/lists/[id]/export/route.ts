import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { exportListContacts } from "@/lib/services/lists/export-list-contacts";
import { idParams } from "@/lib/validation/common";
import { exportQuery } from "@/lib/validation/lists";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  async ({ principal, params, query, ip }) => {
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
  },
  {
    method: "GET",
    path: "/lists/{id}/export",
    summary: "Export a mailing list as CSV",
    description:
      "Streams the list's live contacts as `text/csv` (RFC 4180, UTF-8), ordered by address, as a download named `<list-name>-contacts.csv`. " +
      "Columns: email, firstName, lastName, company, phone, address, city, state, zip, country, facebook, instagram, linkedin, twitter, timezone, language, " +
      "status, tags (`name` or `name=value`, joined by `;`), metadata (JSON text), createdAt (ISO-8601).",
    tags: ["Contacts"],
    permission: "contacts:read",
    params: idParams,
    query: exportQuery,
    responseDescription: "The CSV file (text/csv)",
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
