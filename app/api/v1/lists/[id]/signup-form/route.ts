import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { getListSignupForm } from "@/lib/services/lists/get-list-signup-form";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const SignupFormSchema = z
  .object({
    html: z.string().meta({
      description:
        "A plain HTML form to paste into a website; it posts to POST /public/lists/{listId}/subscribe and works without script",
    }),
  })
  .meta({ id: "ListSignupForm" });

export const GET = withApi(({ principal, params }) => getListSignupForm({ teamId: principal.teamId, id: params.id }), {
  method: "GET",
  path: "/lists/{id}/signup-form",
  summary: "Get a mailing list's embeddable signup form",
  description:
    "HTML of a signup form for the list, with a hidden honeypot field against bots. People who submit it join the list " +
    "(PENDING until they confirm when the list uses double opt-in).",
  tags: ["Contacts"],
  permission: "lists:read",
  params: idParams,
  response: SignupFormSchema,
  errors: [404],
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
