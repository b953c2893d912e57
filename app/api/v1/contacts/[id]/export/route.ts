import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { jsonResponse } from "@/lib/api/json-response";
import { exportContactData } from "@/lib/services/contacts/export-contact-data";
import { idParams } from "@/lib/validation/common";
import { ContactExportSchema } from "@/lib/validation/contact-privacy";

export const GET = withApi(
  async ({ principal, params }) => {
    const data = await exportContactData({ teamId: principal.teamId, id: params.id });
    return jsonResponse(data, {
      headers: {
        "Content-Disposition": `attachment; filename="contact-${params.id}.json"`,
        "Cache-Control": "no-store",
      },
    });
  },
  {
    method: "GET",
    path: "/contacts/{id}/export",
    summary: "Export a contact's personal data",
    description:
      "A right-of-access request: one JSON document (a download) with everything the team holds about the address: its " +
      "contacts in every list (deleted ones included), suppression entries, the emails sent to it and their tracking rows.",
    tags: ["Contacts"],
    permission: "contacts:read",
    params: idParams,
    response: ContactExportSchema,
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
