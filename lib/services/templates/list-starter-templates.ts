import { STARTER_TEMPLATES } from "@/lib/templates/starters";

/** GET /templates/starters: the same for every team. */
export function listStarterTemplates() {
  return { data: STARTER_TEMPLATES };
}
