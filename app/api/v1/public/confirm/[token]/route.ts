import { withApi, methodsNotAllowed } from "@/lib/api";
import { confirmSubscription } from "@/lib/services/signup/confirm-subscription";
import { invalidConfirmationPage, subscriptionConfirmedPage } from "@/lib/services/signup/signup-pages";
import { teamDisplayName } from "@/lib/services/signup/team-display-name";
import { browserTranslator, readerTranslator } from "@/lib/i18n/public-translator";
import { teamLocale } from "@/lib/services/settings/team-locale";
import { confirmSignupOperation } from "@/lib/api/operations/subscribe";

export const GET = withApi(async ({ request, params }) => {
  const outcome = await confirmSubscription(params.token);
  if (outcome.result === "invalid") return invalidConfirmationPage(browserTranslator(request));
  const t = readerTranslator(request, outcome.language, await teamLocale(outcome.teamId));
  return subscriptionConfirmedPage({ brand: await teamDisplayName(outcome.teamId), listName: outcome.listName, t });
}, confirmSignupOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
