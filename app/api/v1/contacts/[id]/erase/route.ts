import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { eraseContact } from "@/lib/services/contacts/erase-contact";
import { idParams } from "@/lib/validation/common";
import { ContactErasureSchema } from "@/lib/validation/contact-privacy";

export const POST = withApi(({ principal, params }) => eraseContact({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/contacts/{id}/erase",
  summary: "Erase a contact's personal data",
  description:
    "A right-to-erasure request, for good: every contact of the team with this address (in every list, deleted ones too) is " +
    "deleted outright; the emails sent to it keep their status but lose recipient, subject, body and data; their tracking rows " +
    "lose IP address, user agent, location and URL. A keyed hash of the address stays on the suppression list, so the " +
    "address is never sent marketing mail again, even when it is added or imported anew. Cannot be undone.",
  tags: ["Contacts"],
  permission: "contacts:delete",
  params: idParams,
  successStatus: 200,
  response: ContactErasureSchema,
  errors: [404],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
