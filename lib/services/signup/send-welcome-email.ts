import { db } from "@/lib/db";
import { createEmail } from "@/lib/services/emails/create-email";

/**
 * After a contact confirms a subscription: the team's welcome template (Settings -> Defaults), sent
 * through the team's own sending path like POST /email (its SMTP configuration, tracking and
 * unsubscribe link), personalised with the contact and `list.name`. No template set, no mail. A
 * failure (no SMTP configuration, a variable without value) is logged: the confirmation stands.
 */
export async function sendWelcomeEmail({
  teamId,
  email,
  listName,
}: {
  teamId: string;
  email: string;
  listName: string;
}) {
  const settings = await db.teamSettings.findFirst({ where: { teamId }, select: { welcomeTemplateId: true } });
  if (!settings?.welcomeTemplateId) return null;
  try {
    return await createEmail({
      teamId,
      to: { name: null, address: email },
      templateId: settings.welcomeTemplateId,
      data: { list: { name: listName } },
    });
  } catch (error) {
    console.error("Welcome email could not be sent", { teamId, error });
    return null;
  }
}
