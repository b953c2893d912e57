import { campaignsOperations } from "./campaign-resource";
import {
  ScheduleCampaignBodySchema,
  TestCampaignBodySchema,
  NextRunsSchema,
  nextRunsQuery,
} from "@/lib/validation/campaigns";
import { SendEmailResultSchema } from "@/lib/validation/emails";
import { LocalGroupsSchema } from "@/lib/validation/local-time";

export const sendCampaignOperation = campaignsOperations.action("POST", "send", "send", {
  summary: "Send a campaign now",
  description:
    "A DRAFT or SCHEDULED campaign starts sending to its list's ACTIVE contacts (as they are now; later additions are not included). 202; 422 when the list has no active contacts or list, template or SMTP configuration is missing; 409 INVALID_STATE from other states. Send an `Idempotency-Key` header (1-256 characters) to make retries safe: the same key with the same body within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) and sends nothing; with another body 409 `IDEMPOTENCY_KEY_REUSED`; while the first is still running a duplicate waits for its answer (409 `IDEMPOTENCY_KEY_IN_PROGRESS` after 15 s). Failed requests do not keep the key.",
  successStatus: 202,
  errors: [409, 422],
});

export const scheduleCampaignOperation = campaignsOperations.action("POST", "schedule", "send", {
  summary: "Schedule a campaign",
  description:
    "A DRAFT campaign (or a SCHEDULED one, to move it) becomes SCHEDULED: one-time at `scheduledFor`, recurring at the next occurrence " +
    "of its preset or cron in `timezone`. Both may be given here. 202; 422 when the moment has passed or the campaign is not ready to send.",
  body: ScheduleCampaignBodySchema,
  successStatus: 202,
  errors: [409, 422],
});

export const pauseCampaignOperation = campaignsOperations.action("POST", "pause", "send", {
  summary: "Pause a campaign",
  description:
    "SCHEDULED or SENDING becomes PAUSED; a running send stops before its next message (within about a second). 409 INVALID_STATE from other states.",
  successStatus: 200,
  errors: [409],
});

export const resumeCampaignOperation = campaignsOperations.action("POST", "resume", "send", {
  summary: "Resume a campaign",
  description:
    "A PAUSED campaign continues where it stopped (each contact is still sent once), or returns to SCHEDULED when it had not started. 202; 409 INVALID_STATE from other states.",
  successStatus: 202,
  errors: [409],
});

export const cancelCampaignOperation = campaignsOperations.action("POST", "cancel", "send", {
  summary: "Cancel a campaign",
  description:
    "Any state but SENT (and CANCELLED) becomes CANCELLED; a running send stops. 409 INVALID_STATE otherwise.",
  successStatus: 200,
  errors: [409],
});

export const sendCampaignTestOperation = campaignsOperations.action("POST", "test", "send", {
  summary: "Send a test of a campaign",
  description:
    "Sends the campaign's template through its SMTP configuration to `to` only, as a test email (left out of analytics), " +
    "personalised with the list's first active contact or sample data. Answers like POST /email.",
  body: TestCampaignBodySchema,
  successStatus: 200,
  response: SendEmailResultSchema,
  errors: [422],
});

export const previewCampaignNextRunsOperation = campaignsOperations.action("GET", "next-runs", "read", {
  summary: "Preview a campaign's next runs",
  description:
    "The next `count` (default 5, at most 20) moments the campaign's schedule runs at, as UTC instants, whatever its status; read in `timezone`.",
  query: nextRunsQuery,
  response: NextRunsSchema,
});

export const getCampaignLocalTimeGroupsOperation = campaignsOperations.action("GET", "local-time", "read", {
  summary: "A local-time campaign's groups",
  description: [
    "For a campaign with `sendAt: \"recipient-local\"`: its recipients grouped by the instant their clocks read `localTime` (one group per UTC offset on that date, DST included; contacts without a timezone, or with one the server does not know, are in the team timezone's group), soonest first, each with its contacts and how many are done with, and `nextGroupAt`. Before the run starts, the audience as it is now; then the run's.",
    "A group whose localTime on `localDate` had already passed when the run started gets the campaign at localTime the next day. Other campaigns answer `sendAt: null` and no groups.",
  ].join("\n\n"),
  response: LocalGroupsSchema,
});
