import { withApi } from "@/lib/api/with-api";
import { getLocalGroups } from "@/lib/services/campaigns/local-time/get-local-groups";
import { idParams } from "@/lib/validation/common";
import { LocalGroupsSchema } from "@/lib/validation/local-time";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, params }) => getLocalGroups({ teamId: principal.teamId, id: params.id }), {
  method: "GET",
  path: "/campaigns/{id}/local-time",
  summary: "A local-time campaign's groups",
  description: [
    "For a campaign with `sendAt: \"recipient-local\"`: its recipients grouped by the instant their clocks read `localTime` (one group per UTC offset on that date, DST included; contacts without a timezone, or with one the server does not know, are in the team timezone's group), soonest first, each with its contacts and how many are done with, and `nextGroupAt`. Before the run starts, the audience as it is now; then the run's.",
    "A group whose localTime on `localDate` had already passed when the run started gets the campaign at localTime the next day. Other campaigns answer `sendAt: null` and no groups.",
  ].join("\n\n"),
  tags: ["Campaigns"],
  permission: "campaigns:read",
  feature: "email_campaigns",
  params: idParams,
  response: LocalGroupsSchema,
  errors: [404],
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
