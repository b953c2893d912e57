"use client";

import { Mail, UserPlus } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/error-state";
import { QueryState } from "@/components/ui/query-state";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { Select } from "@/components/ui/select";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
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
  const remove = useRemoveMember();
  const toast = useToast();
  const [removing, setRemoving] = useState<Member | null>(null);

  const onRoleChange = async (member: Member, role: AssignableRole) => {
    const name = fullName(member) ?? member.email;
    try {
      await changeRole.mutateAsync({ userId: member.id, role });
      toast.success(t("roleUpdated"), t("roleUpdatedDetail", { name, role }));
    } catch (error) {
      toast.error(t("roleError"), errorMessageOf(error));
    }
  };

  const onRemove = async () => {
    if (!removing) return;
    const name = fullName(removing) ?? removing.email;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(t("removed"), t("removedDetail", { name }));
    } catch (error) {
      toast.error(t("removeError"), errorMessageOf(error));
    } finally {
      setRemoving(null);
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
          <Table>
            <TableHead>
              <tr>
                <TableHeader>{t("columns.member")}</TableHeader>
                <TableHeader>{t("columns.role")}</TableHeader>
                <TableHeader className="hidden md:table-cell">{t("columns.joined")}</TableHeader>
                <ActionsHeader />
              </tr>
            </TableHead>
            <TableBody>
              {data.data.map((member) => {
                const name = fullName(member);
                const isSelf = member.id === userId;
                // Your own role is changed by another admin: demoting yourself could lock you out of settings.
                const editable = can("users:write") && member.role !== "SUPER_ADMIN" && !isSelf;
                return (
                  <TableRow key={member.id} data-testid="member-row">
                    <TableCell className="max-w-0 w-full">
                      <PersonCell
                        name={name}
                        email={member.email}
                        badge={isSelf ? <Badge tone="brand">{t("you")}</Badge> : null}
                      />
                    </TableCell>
                    <TableCell>
                      {editable ? (
                        <Select
                          aria-label={t("roleOf", { name: name ?? member.email })}
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
                      )}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
                      {format.dateTime(new Date(member.createdAt), { dateStyle: "medium" })}
                    </TableCell>
                    <TableCell className="text-right">
                      {can("users:delete") && !isSelf ? (
                        <DeleteRowButton
                          label={t("removeNamed", { name: name ?? member.email })}
                          text={t("remove")}
                          onClick={() => setRemoving(member)}
                        />
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title={t("removeTitle", { name: removing ? (fullName(removing) ?? removing.email) : "" })}
        description={t("removeDescription")}
        confirmLabel={t("removeConfirm")}
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </SettingsSection>
  );
}

function PendingInvitesSection({ onInvite }: { onInvite: (() => void) | null }) {
  const t = useTranslations("members");
  const format = useFormatter();
  const invites = usePendingInvites();
  const { can } = usePermissions();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const toast = useToast();
  const [revoking, setRevoking] = useState<Invite | null>(null);

  const onResend = async (invite: Invite) => {
    try {
      await resend.mutateAsync(invite.id);
      toast.success(t("resent"), t("resentDetail", { email: invite.email }));
    } catch (error) {
      toast.error(t("resendError"), errorMessageOf(error));
    }
  };

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(t("revoked"), t("revokedDetail", { email: revoking.email }));
    } catch (error) {
      toast.error(t("revokeError"), errorMessageOf(error));
    } finally {
      setRevoking(null);
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
        <Table>
          <TableHead>
            <tr>
              <TableHeader>{t("columns.invitee")}</TableHeader>
              <TableHeader>{t("columns.role")}</TableHeader>
              <TableHeader className="hidden lg:table-cell">{t("columns.invitedBy")}</TableHeader>
              <TableHeader className="hidden md:table-cell">{t("columns.expires")}</TableHeader>
              <ActionsHeader />
            </tr>
          </TableHead>
          <TableBody>
            {invites.data.data.map((invite) => {
              const inviter =
                [invite.inviter.firstName, invite.inviter.lastName].filter(Boolean).join(" ") || invite.inviter.email;
              const expired = isPast(invite.expiresAt);
              return (
                <TableRow key={invite.id} data-testid="invite-row">
                  <TableCell className="max-w-0 w-full">
                    <PersonCell name={invite.name} email={invite.email} />
                  </TableCell>
                  <TableCell>
                    <Badge tone={invite.role === "ADMIN" ? "brand" : "neutral"}>{t(`roles.${invite.role}`)}</Badge>
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap text-slate-500 lg:table-cell">{inviter}</TableCell>
                  <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
                    {expired ? (
                      <Badge tone="warning">{t("expired")}</Badge>
                    ) : (
                      <span title={format.dateTime(new Date(invite.expiresAt), { dateStyle: "medium" })}>
                        {format.relativeTime(new Date(invite.expiresAt))}
                      </span>
                    )}
                  </TableCell>
                  <TableCell>
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
                          onClick={() => setRevoking(invite)}
                          aria-label={t("revokeNamed", { email: invite.email })}
                        >
                          {t("revoke")}
                        </Button>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t("revokeTitle")}
        description={revoking ? t("revokeDescription", { email: revoking.email }) : ""}
        confirmLabel={t("revokeConfirm")}
        pending={revoke.isPending}
        onConfirm={() => void onRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </SettingsSection>
  );
}
