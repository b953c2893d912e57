import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { confirmSubscription } from "@/lib/services/signup/confirm-subscription";
import { invalidConfirmationPage, subscriptionConfirmedPage } from "@/lib/services/signup/signup-pages";
import { teamDisplayName } from "@/lib/services/signup/team-display-name";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { browserTranslator, readerTranslator } from "@/lib/i18n/public-translator";
import { teamLocale } from "@/lib/services/settings/team-locale";

const params = z.object({
  token: z.string().min(1).meta({ description: "The signed token of the confirmation mail" }),
});

export const GET = withApi(
  async ({ request, params }) => {
    const outcome = await confirmSubscription(params.token);
    if (outcome.result === "invalid") return invalidConfirmationPage(browserTranslator(request));
    const t = readerTranslator(request, outcome.language, await teamLocale(outcome.teamId));
    return subscriptionConfirmedPage({ brand: await teamDisplayName(outcome.teamId), listName: outcome.listName, t });
  },
  {
    method: "GET",
    path: "/public/confirm/{token}",
    tags: ["Contacts"],
    auth: "public",
    params,
    summary: "Confirm a signup (double opt-in)",
    description:
      "The link of the confirmation mail: the PENDING contact becomes ACTIVE (`confirmedAt` set) and an HTML page says so, " +
      "in the contact's `language` when it has one, else the team's. " +
      "A forged, altered or expired token answers a 404 page.",
    responseDescription: "text/html page",
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
