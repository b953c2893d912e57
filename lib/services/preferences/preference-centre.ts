import { db } from "@/lib/db";
import { readerTranslator } from "@/lib/i18n/public-translator";
import { teamLocale } from "@/lib/services/settings/team-locale";
import { teamMailBrand } from "@/lib/services/settings/team-mail-brand";
import { teamDisplayName } from "@/lib/services/signup/team-display-name";
import { contactTopicStates } from "@/lib/services/topics/list-contact-topics";
import type { PreferenceContact } from "./find-preference-contact";
import { preferencePage } from "./preference-page";
import type { PreferencesSaved } from "./save-preferences";

/**
 * The preference centre of the contact as it stands now: its public topics and their state, in the
 * contact's language (else the team's, else the browser's), with the team's branding.
 */
export async function preferenceCentre(request: Request, contact: PreferenceContact, saved: PreferencesSaved | null) {
  const [name, locale, states, current] = await Promise.all([
    teamDisplayName(contact.teamId),
    teamLocale(contact.teamId),
    contactTopicStates({ teamId: contact.teamId, contactId: contact.id, publicOnly: true }),
    db.contact.findFirst({ where: { id: contact.id }, select: { status: true } }),
  ]);
  const brand = await teamMailBrand(contact.teamId, name ?? "");
  return preferencePage({
    brand,
    email: contact.email,
    topics: states.map(({ topic, subscribed }) => ({
      id: topic.id,
      name: topic.name,
      description: topic.description,
      subscribed,
    })),
    unsubscribed: (current?.status ?? contact.status) !== "ACTIVE" && (current?.status ?? contact.status) !== "PENDING",
    saved,
    t: readerTranslator(request, contact.language, locale),
  });
}
