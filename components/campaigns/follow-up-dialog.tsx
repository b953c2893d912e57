"use client";

import { MailPlus, Users } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { formatCount } from "@/components/analytics/format";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf, fieldErrorsOf } from "@/lib/queries/api-client";
import { useCreateFollowUp, useFollowUpPreview } from "@/lib/queries/campaign-follow-ups";
import { useCampaign, type Campaign } from "@/lib/queries/campaigns";
import { FollowUpBodySchema } from "@/lib/validation/follow-ups";
import { CampaignStatusBadge } from "./campaign-status-badge";

// Resend to non-openers from a sent campaign's page: a new subject, when to send, and how many
// would receive it right now (GET /campaigns/{id}/follow-up).

const DELAYS = [
  { hours: 0, label: "Now" },
  { hours: 4, label: "In 4 hours" },
  { hours: 12, label: "In 12 hours" },
  { hours: 24, label: "In 1 day" },
  { hours: 48, label: "In 2 days" },
  { hours: 72, label: "In 3 days" },
  { hours: 168, label: "In 1 week" },
];

const ENDED = ["CANCELLED", "FAILED"];

/** The campaign's follow-up still going (or gone), if any: a campaign has at most one. */
export function liveFollowUp(campaign: Campaign) {
  return campaign.followUps.find((followUp) => !ENDED.includes(followUp.status)) ?? null;
}

/** The "Resend to non-openers" button of a SENT campaign without a live follow-up, and its dialog. */
export function FollowUpButton({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  if (campaign.status !== "SENT" || liveFollowUp(campaign)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <MailPlus aria-hidden />
        Resend to non-openers
      </Button>
      {open ? <FollowUpDialog campaign={campaign} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function FollowUpDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const router = useRouter();
  const toast = useToast();
  const preview = useFollowUpPreview(campaign.id);
  const create = useCreateFollowUp(campaign.id);
  const originalSubject = campaign.subject ?? campaign.template?.subject ?? "";
  const [subject, setSubject] = useState("");
  const [afterHours, setAfterHours] = useState(24);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const recipients = preview.data?.recipients ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = FollowUpBodySchema.safeParse({ subject, afterHours });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    try {
      const followUp = await create.mutateAsync(parsed.data);
      toast.success(afterHours === 0 ? "Follow-up is sending" : "Follow-up scheduled", `${followUp.name} goes to the people who have not opened ${campaign.name}.`);
      router.push(`/campaigns/${followUp.id}`);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.subject || fields.afterHours) setErrors(fields);
      else setFailure(errorMessageOf(error));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Resend to non-openers"
      description="A follow-up campaign with a new subject, to everyone who received this one and has not opened it. Opens by mail-privacy proxies don't count as opens."
      dismissible={!create.isPending}
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="follow-up-form">
        <div className="flex items-center gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset" data-testid="follow-up-count">
          <Users aria-hidden className="size-5 shrink-0 text-brand-600" />
          {preview.isPending ? (
            <Skeleton className="h-5 w-64" />
          ) : preview.isError ? (
            <span>{errorMessageOf(preview.error)}</span>
          ) : (
            <span>
              <span className="font-semibold text-slate-900">{formatCount(recipients ?? 0)}</span> of {formatCount(preview.data.sent)} delivered{" "}
              {recipients === 1 ? "person has" : "people have"} not opened it and would receive the follow-up now.
            </span>
          )}
        </div>
        {recipients === 0 ? (
          <Alert tone="info" title="Nobody to follow up">
            Everyone who received this campaign has opened it, unsubscribed or bounced.
          </Alert>
        ) : null}
        <TextField
          label="New subject"
          value={subject}
          onChange={(event) => {
            setSubject(event.target.value);
            setErrors((current) => ({ ...current, subject: "" }));
          }}
          error={errors.subject ? `The subject ${errors.subject}.` : null}
          placeholder={originalSubject ? `Was: ${originalSubject}` : "In case you missed it…"}
          hint="A different subject gives a second chance. Template variables like {{ firstName }} work here too."
          autoFocus
        />
        <Field label="Send" error={errors.afterHours ? `The delay ${errors.afterHours}.` : null} hint={afterHours === 0 ? "Goes out right away." : "Anyone who opens the original before then is left out."}>
          {(control) => (
            <Select {...control} value={String(afterHours)} onChange={(event) => setAfterHours(Number(event.target.value))}>
              {DELAYS.map((delay) => (
                <option key={delay.hours} value={delay.hours}>
                  {delay.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <p className="text-sm text-slate-500">
          It uses the same template ({campaign.template ? campaign.template.name : "—"}) and sender. Each person receives it at most once.
        </p>
        {failure ? (
          <Alert tone="error" title="The follow-up could not be created">
            {failure}
          </Alert>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" pending={create.isPending} disabled={recipients === 0}>
            {afterHours === 0 ? "Send follow-up" : "Schedule follow-up"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** "Follow-up of …" on a follow-up, and a sent campaign's follow-ups, as links. */
export function FollowUpLinks({ campaign }: { campaign: Campaign }) {
  if (!campaign.followUpOf && campaign.followUps.length === 0) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500" data-testid="follow-up-links">
      {campaign.followUpOf ? (
        <span>
          Follow-up to the non-openers of{" "}
          <Link className="font-medium text-brand-700 hover:underline" href={`/campaigns/${campaign.followUpOf.id}`}>
            {campaign.followUpOf.name}
          </Link>
        </span>
      ) : null}
      {campaign.followUps.map((followUp) => (
        <FollowUpLink key={followUp.id} followUp={followUp} />
      ))}
    </div>
  );
}

/** A follow-up with its live status: its own query polls while it sends, so the original's page keeps up. */
function FollowUpLink({ followUp }: { followUp: Campaign["followUps"][number] }) {
  const live = useCampaign(followUp.id);
  return (
    <span className="inline-flex items-center gap-2">
      <span>
        Follow-up:{" "}
        <Link className="font-medium text-brand-700 hover:underline" href={`/campaigns/${followUp.id}`}>
          {followUp.name}
        </Link>
      </span>
      <CampaignStatusBadge status={live.data?.status ?? followUp.status} />
    </span>
  );
}
