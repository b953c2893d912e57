import { env } from "@/lib/env";
import { SAMPLE_CONTACT, SAMPLE_PREFERENCES_PATH, SAMPLE_UNSUBSCRIBE_PATH } from "@/lib/mail/render";
import { createEmail } from "@/lib/services/emails/create-email";
import { assertSendable, nextAudienceBatch } from "./audience";
import { getCampaignRowOrThrow } from "./get-campaign";
import { testFeedVariables } from "./feed/test-feed-variables";

/**
 * POST /campaigns/{id}/test: one test email of the campaign's template through its SMTP config to
 * `to`, through the normal single-email path (test: true, left out of analytics), personalised
 * with the list's first active contact, or sample data when the list is empty.
 */
export async function testCampaign({ teamId, id, to }: { teamId: string; id: string; to: string }) {
  const campaign = await getCampaignRowOrThrow({ teamId, id });
  await assertSendable(campaign);
  const [first] = await nextAudienceBatch(campaign, new Date(), undefined, 1);
  const {
    id: _id,
    teamId: _team,
    listId: _list,
    createdAt: _c,
    updatedAt: _u,
    isDeleted: _d,
    ...fields
  } = first ?? { ...SAMPLE_CONTACT, teamId, listId: null, createdAt: null, updatedAt: null, isDeleted: false };
  const data = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
  const feed = await testFeedVariables(campaign);
  return createEmail({
    teamId,
    to: { name: null, address: to.toLowerCase() },
    templateId: campaign.templateId!,
    smtpConfigId: campaign.smtpConfigId!,
    test: true,
    // What the campaign would send if started now: the template's newest version, published or not.
    templateVersion: "newest",
    // The tester is rarely a contact: the unsubscribe link points at a page that unsubscribes nobody.
    data: {
      ...data,
      email: to.toLowerCase(),
      unsubscribeUrl: `${env.APP_URL}${SAMPLE_UNSUBSCRIBE_PATH}`,
      preferencesUrl: `${env.APP_URL}${SAMPLE_PREFERENCES_PATH}`,
      campaign: { id: campaign.id, name: campaign.name },
      ...(feed ? { feed } : {}),
    },
  } as Parameters<typeof createEmail>[0]);
}
