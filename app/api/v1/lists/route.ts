import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { createList } from "@/lib/services/lists/create-list";
import { listLists } from "@/lib/services/lists/list-lists";
import { CreateListBodySchema, ListSchema, listsQuery } from "@/lib/validation/lists";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listLists({ ...query, teamId: principal.teamId }), {
  method: "GET",
  path: "/lists",
  summary: "List mailing lists",
  description: "The team's mailing lists, newest first, each with its live contacts counted in all and by status.",
  tags: ["Contacts"],
  permission: "lists:read",
  query: listsQuery,
  response: paginatedSchema(ListSchema),
});

export const POST = withApi(({ principal, body }) => createList({ ...body, teamId: principal.teamId }), {
  method: "POST",
  path: "/lists",
  summary: "Create a mailing list",
  description:
    "Creates an empty list. With `doubleOptIn`, people who sign up through the public form stay PENDING until they confirm by email. " +
    "The plan caps the number of lists (`segmentation`; 403 `PLAN_LIMIT_REACHED`).",
  tags: ["Contacts"],
  permission: "lists:write",
  body: CreateListBodySchema,
  response: ListSchema,
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
