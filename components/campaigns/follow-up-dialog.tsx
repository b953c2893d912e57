"use client";

import { MailPlus, Users } from "lucide-react";
import { textLink } from "@/components/ui/data/rich-links";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
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
import { Options } from "@/components/ui/data/options";

// Resend to non-openers from a sent campaign's page: a new subject, when to send, and how many
// would receive it right now (GET /campaigns/{id}/follow-up).

/** The delays offered, in hours; each is named campaigns.followUp.delays.h<hours>. */
const DELAYS = [0, 4, 12, 24, 48, 72, 168];

const ENDED = ["CANCELLED", "FAILED"];

/** The campaign's follow-up still going (or gone), if any: a campaign has at most one. */
function liveFollowUp(campaign: Campaign) {
  return campaign.followUps.find((followUp) => !ENDED.includes(followUp.status)) ?? null;
}

/** The "Resend to non-openers" button of a SENT campaign without a live follow-up, and its dialog. */
export function FollowUpButton({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.followUp");
  const [open, setOpen] = useState(false);
  if (campaign.status !== "SENT" || liveFollowUp(campaign)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <MailPlus aria-hidden />
        {t("button")}
      </Button>
      {open ? <FollowUpDialog campaign={campaign} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function FollowUpDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const t = useTranslations("campaigns.followUp");
  const format = useFormatter();
  const router = useRouter();
  const toast = useToast();
  const preview = useFollowUpPreview(campaign.id);
  const create = useCreateFollowUp(campaign.id);
  const originalSubject = campaign.subject ?? campaign.template?.subject ?? "";
  const [subject, setSubject] = useState("");
  const [afterHours, setAfterHours] = useState(24);
  // Each field's message as shown ("" for none): the browser's check or the server's field error.
  const [errors, setShownErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const recipients = preview.data?.recipients ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = FollowUpBodySchema.safeParse({ subject, afterHours });
    if (!parsed.success) {
      // The browser's own check, in the reader's language where it names the problem.
      const issueOf = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field);
      const subjectIssue = issueOf("subject");
      const delayIssue = issueOf("afterHours");
      setShownErrors({
        subject: !subjectIssue
          ? ""
          : subjectIssue.code === "too_small"
            ? t("subjectEmpty")
            : subjectIssue.code === "too_big"
              ? t("subjectTooLong")
              : t("subjectError", { error: subjectIssue.message }),
        afterHours: delayIssue ? t("delayError", { error: delayIssue.message }) : "",
      });
      return;
    }
    try {
      const followUp = await create.mutateAsync(parsed.data);
      toast.success(
        afterHours === 0 ? t("sending") : t("scheduled"),
        t("createdDetail", { name: followUp.name, campaign: campaign.name }),
      );
      router.push(`/campaigns/${followUp.id}`);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.subject || fields.afterHours)
        setShownErrors({
          subject: fields.subject ? t("subjectError", { error: fields.subject }) : "",
          afterHours: fields.afterHours ? t("delayError", { error: fields.afterHours }) : "",
        });
      else setFailure(errorMessageOf(error));
    }
  }

  return (
    <Dialog open onClose={onClose} title={t("title")} description={t("description")} dismissible={!create.isPending}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="follow-up-form">
        <div
          className="flex items-center gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset"
          data-testid="follow-up-count"
        >
          <Users aria-hidden className="size-5 shrink-0 text-brand-600" />
          {preview.isPending ? (
            <Skeleton className="h-5 w-64" />
          ) : preview.isError ? (
            <span>{errorMessageOf(preview.error)}</span>
          ) : (
            <span>
              {t.rich("count", {
                strong: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
                recipients: format.number(recipients ?? 0),
                sent: format.number(preview.data.sent),
                count: recipients ?? 0,
              })}
            </span>
          )}
        </div>
        {recipients === 0 ? (
          <Alert tone="info" title={t("nobodyTitle")}>
            {t("nobody")}
          </Alert>
        ) : null}
        <TextField
          label={t("subject")}
          value={subject}
          onChange={(event) => {
            setSubject(event.target.value);
            setShownErrors((current) => ({ ...current, subject: "" }));
          }}
          error={errors.subject || null}
          placeholder={originalSubject ? t("subjectWas", { subject: originalSubject }) : t("subjectPlaceholder")}
          hint={t("subjectHint")}
          autoFocus
        />
        <Field
          label={t("send")}
          error={errors.afterHours || null}
          hint={afterHours === 0 ? t("hintNow") : t("hintLater")}
        >
          {(control) => (
            <Select
              {...control}
              value={String(afterHours)}
              onChange={(event) => setAfterHours(Number(event.target.value))}
            >
              <Options values={DELAYS} label={(hours) => t(`delays.h${hours}`)} />
            </Select>
          )}
        </Field>
        <p className="text-sm text-slate-500">
          {t("sameTemplate", { template: campaign.template ? campaign.template.name : "—" })}
        </p>
        {failure ? (
          <Alert tone="error" title={t("failed")}>
            {failure}
          </Alert>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t("cancel")}
          </Button>
          <Button type="submit" pending={create.isPending} disabled={recipients === 0}>
            {afterHours === 0 ? t("sendNow") : t("schedule")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** "Follow-up of …" on a follow-up, and a sent campaign's follow-ups, as links. */
export function FollowUpLinks({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.followUp");
  if (!campaign.followUpOf && campaign.followUps.length === 0) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500" data-testid="follow-up-links">
      {campaign.followUpOf ? (
        <span>
          {t.rich("followUpOf", {
            name: campaign.followUpOf.name,
            ...textLink(`/campaigns/${campaign.followUpOf.id}`),
          })}
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
  const t = useTranslations("campaigns.followUp");
  const live = useCampaign(followUp.id);
  return (
    <span className="inline-flex items-center gap-2">
      <span>
        {t.rich("followUpLink", {
          name: followUp.name,
          ...textLink(`/campaigns/${followUp.id}`),
        })}
      </span>
      <CampaignStatusBadge status={live.data?.status ?? followUp.status} />
    </span>
  );
}
