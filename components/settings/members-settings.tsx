"use client";

import { Mail, UserPlus } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { ErrorState } from "@/components/ui/error-state";
import { QueryState } from "@/components/ui/query-state";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { errorMessageOf } from "@/lib/queries/api-client";
import { usePendingInvites, useResendInvite, useRevokeInvite, type Invite } from "@/lib/queries/invites";
import { useChangeMemberRole, useMembers, useRemoveMember, type Member } from "@/lib/queries/members";
import type { AssignableRole } from "@/lib/validation/teams";
import { isPast } from "./format";
import { InviteMemberDialog } from "./invite-member-dialog";
import { PersonCell } from "./person-cell";
import { SettingsSection } from "./settings-section";
import { TableSkeleton } from "./table-skeleton";
import { usePermissions } from "./use-permissions";

const fullName = (member: Member) => [member.firstName, member.lastName].filter(Boolean).join(" ") || null;

export function MembersSettings() {
  const t = useTranslations("members");
  const { can } = usePermissions();
  const [inviting, setInviting] = useState(false);
  const canInvite = can("invites:write");

  const inviteButton = canInvite ? (
    <Button onClick={() => setInviting(true)}>
      <UserPlus aria-hidden />
      {t("invite")}
    </Button>
  ) : null;

  return (
    <div className="flex flex-col gap-6">
      <MembersSection actions={inviteButton} />
      {can("invites:read") ? <PendingInvitesSection onInvite={canInvite ? () => setInviting(true) : null} /> : null}
      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}

function MembersSection({ actions }: { actions: React.ReactNode }) {
  const t = useTranslations("members");
  const format = useFormatter();
  const members = useMembers();
  const { can, userId } = usePermissions();
  const changeRole = useChangeMemberRole();
  const toast = useToast();
  const remove = useConfirmedRowAction<Member>(useRemoveMember(), {
    title: (member) => t("removeTitle", { name: member ? (fullName(member) ?? member.email) : "" }),
    description: () => t("removeDescription"),
    confirmLabel: t("removeConfirm"),
    done: t("removed"),
    doneDetail: (member) => t("removedDetail", { name: fullName(member) ?? member.email }),
    failed: t("removeError"),
  });

  const onRoleChange = async (member: Member, role: AssignableRole) => {
    const name = fullName(member) ?? member.email;
    try {
      await changeRole.mutateAsync({ userId: member.id, role });
      toast.success(t("roleUpdated"), t("roleUpdatedDetail", { name, role }));
    } catch (error) {
      toast.error(t("roleError"), errorMessageOf(error));
    }
  };

  const total = members.data?.pagination.total;
  return (
    <SettingsSection
      title={t("title")}
      description={total !== undefined ? t("descriptionCount", { count: total }) : t("description")}
      actions={actions}
      flush
    >
      <QueryState query={members} loading={<TableSkeleton label={t("loading")} />} errorTitle={t("loadError")}>
        {(data) => (
          <DataTable
            rows={data.data}
            rowProps={() => ({ "data-testid": "member-row" })}
            columns={[
              {
                header: t("columns.member"),
                cellClassName: "max-w-0 w-full",
                cell: (member) => (
                  <PersonCell
                    name={fullName(member)}
                    email={member.email}
                    badge={member.id === userId ? <Badge tone="brand">{t("you")}</Badge> : null}
                  />
                ),
              },
              {
                header: t("columns.role"),
                cell: (member) =>
                  // Your own role is changed by another admin: demoting yourself could lock you out of settings.
                  can("users:write") && member.role !== "SUPER_ADMIN" && member.id !== userId ? (
                    <Select
                      aria-label={t("roleOf", { name: fullName(member) ?? member.email })}
                      value={member.role}
                      disabled={changeRole.isPending && changeRole.variables?.userId === member.id}
                      onChange={(event) => void onRoleChange(member, event.target.value as AssignableRole)}
                      className="w-32"
                    >
                      <option value="ADMIN">{t("roles.ADMIN")}</option>
                      <option value="MEMBER">{t("roles.MEMBER")}</option>
                    </Select>
                  ) : (
                    <Badge tone={member.role === "MEMBER" ? "neutral" : "brand"}>{t(`roles.${member.role}`)}</Badge>
                  ),
              },
              {
                header: t("columns.joined"),
                className: "hidden md:table-cell",
                cellClassName: "whitespace-nowrap text-slate-500",
                cell: (member) => format.dateTime(new Date(member.createdAt), { dateStyle: "medium" }),
              },
              actionsColumn(
                (member: Member) =>
                  can("users:delete") && member.id !== userId ? (
                    <DeleteRowButton
                      label={t("removeNamed", { name: fullName(member) ?? member.email })}
                      text={t("remove")}
                      onClick={() => remove.ask(member)}
                    />
                  ) : null,
                { cellClassName: "text-right" },
              ),
            ]}
          />
        )}
      </QueryState>
      {remove.dialog}
    </SettingsSection>
  );
}

function PendingInvitesSection({ onInvite }: { onInvite: (() => void) | null }) {
  const t = useTranslations("members");
  const format = useFormatter();
  const invites = usePendingInvites();
  const { can } = usePermissions();
  const resend = useResendInvite();
  const toast = useToast();
  const revoke = useConfirmedRowAction<Invite>(useRevokeInvite(), {
    title: () => t("revokeTitle"),
    description: (invite) => (invite ? t("revokeDescription", { email: invite.email }) : ""),
    confirmLabel: t("revokeConfirm"),
    done: t("revoked"),
    doneDetail: (invite) => t("revokedDetail", { email: invite.email }),
    failed: t("revokeError"),
  });

  const onResend = async (invite: Invite) => {
    try {
      await resend.mutateAsync(invite.id);
      toast.success(t("resent"), t("resentDetail", { email: invite.email }));
    } catch (error) {
      toast.error(t("resendError"), errorMessageOf(error));
    }
  };

  return (
    <SettingsSection title={t("pending")} description={t("pendingDescription")} flush>
      {invites.isPending ? (
        <TableSkeleton rows={2} label={t("loadingInvites")} />
      ) : invites.isError ? (
        <ErrorState title={t("invitesLoadError")} error={invites.error} onRetry={() => void invites.refetch()} />
      ) : invites.data.data.length === 0 ? (
        <div data-testid="invites-empty" className="flex flex-col items-center px-6 py-10 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Mail aria-hidden className="size-5" />
          </span>
          <p className="mt-3 text-sm font-medium text-slate-900">{t("noInvites")}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-500">{t("noInvitesHint")}</p>
          {onInvite ? (
            <Button variant="secondary" size="sm" className="mt-4" onClick={onInvite}>
              <UserPlus aria-hidden />
              {t("invite")}
            </Button>
          ) : null}
        </div>
      ) : (
        <DataTable
          rows={invites.data.data}
          rowProps={() => ({ "data-testid": "invite-row" })}
          columns={[
            {
              header: t("columns.invitee"),
              cellClassName: "max-w-0 w-full",
              cell: (invite) => <PersonCell name={invite.name} email={invite.email} />,
            },
            {
              header: t("columns.role"),
              cell: (invite) => (
                <Badge tone={invite.role === "ADMIN" ? "brand" : "neutral"}>{t(`roles.${invite.role}`)}</Badge>
              ),
            },
            {
              header: t("columns.invitedBy"),
              className: "hidden lg:table-cell",
              cellClassName: "whitespace-nowrap text-slate-500",
              cell: (invite) =>
                [invite.inviter.firstName, invite.inviter.lastName].filter(Boolean).join(" ") || invite.inviter.email,
            },
            {
              header: t("columns.expires"),
              className: "hidden md:table-cell",
              cellClassName: "whitespace-nowrap text-slate-500",
              cell: (invite) =>
                isPast(invite.expiresAt) ? (
                  <Badge tone="warning">{t("expired")}</Badge>
                ) : (
                  <span title={format.dateTime(new Date(invite.expiresAt), { dateStyle: "medium" })}>
                    {format.relativeTime(new Date(invite.expiresAt))}
                  </span>
                ),
            },
            actionsColumn(
              (invite: Invite) => (
                <div className="flex justify-end gap-1">
                  {can("invites:write") ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => void onResend(invite)}
                      pending={resend.isPending && resend.variables === invite.id}
                      aria-label={t("resendNamed", { email: invite.email })}
                    >
                      {t("resend")}
                    </Button>
                  ) : null}
                  {can("invites:delete") ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => revoke.ask(invite)}
                      aria-label={t("revokeNamed", { email: invite.email })}
                    >
                      {t("revoke")}
                    </Button>
                  ) : null}
                </div>
              ),
              { cellClassName: "" },
            ),
          ]}
        />
      )}
      {revoke.dialog}
    </SettingsSection>
  );
}
