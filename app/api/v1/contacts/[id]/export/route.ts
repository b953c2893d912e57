import { withApi, methodsNotAllowed, jsonResponse } from "@/lib/api";
import { exportContactData } from "@/lib/services/contacts";
import { exportContactOperation } from "@/lib/api/operations/contacts";

export const GET = withApi(async ({ principal, params }) => {
  const data = await exportContactData({ teamId: principal.teamId, id: params.id });
  return jsonResponse(data, {
    headers: {
      "Content-Disposition": `attachment; filename="contact-${params.id}.json"`,
      "Cache-Control": "no-store",
    },
  });
}, exportContactOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
