"use client";

import { Mail, UserPlus } from "lucide-react";
import { useState } from "react";
import { ROLE_LABELS } from "@/components/layout/people";
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
import { formatDate, formatRelative, isPast } from "./format";
import { InviteMemberDialog } from "./invite-member-dialog";
import { PersonCell } from "./person-cell";
import { SettingsSection } from "./settings-section";
import { TableSkeleton } from "./table-skeleton";
import { usePermissions } from "./use-permissions";

const fullName = (member: Member) => [member.firstName, member.lastName].filter(Boolean).join(" ") || null;

export function MembersSettings() {
  const { can } = usePermissions();
  const [inviting, setInviting] = useState(false);
  const canInvite = can("invites:write");

  const inviteButton = canInvite ? (
    <Button onClick={() => setInviting(true)}>
      <UserPlus aria-hidden />
      Invite member
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
      toast.success("Role updated", `${name} is now ${role === "ADMIN" ? "an admin" : "a member"}.`);
    } catch (error) {
      toast.error("Couldn't change the role", errorMessageOf(error));
    }
  };

  const onRemove = async () => {
    if (!removing) return;
    const name = fullName(removing) ?? removing.email;
    try {
      await remove.mutateAsync(removing.id);
      toast.success("Member removed", `${name} no longer has access to the team.`);
    } catch (error) {
      toast.error("Couldn't remove the member", errorMessageOf(error));
    } finally {
      setRemoving(null);
    }
  };

  const total = members.data?.pagination.total;
  return (
    <SettingsSection
      title="Members"
      description={
        total !== undefined
          ? `${total} ${total === 1 ? "person has" : "people have"} access to this team. Admins manage members, API keys and settings.`
          : "Everyone with access to this team. Admins manage members, API keys and settings."
      }
      actions={actions}
      flush
    >
      <QueryState query={members} loading={<TableSkeleton label="Loading members" />} errorTitle="We couldn't load the members">
        {(data) => (
          <Table>
            <TableHead>
              <tr>
                <TableHeader>Member</TableHeader>
                <TableHeader>Role</TableHeader>
                <TableHeader className="hidden md:table-cell">Joined</TableHeader>
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
                      <PersonCell name={name} email={member.email} badge={isSelf ? <Badge tone="brand">You</Badge> : null} />
                    </TableCell>
                    <TableCell>
                      {editable ? (
                        <Select
                          aria-label={`Role of ${name ?? member.email}`}
                          value={member.role}
                          disabled={changeRole.isPending && changeRole.variables?.userId === member.id}
                          onChange={(event) => void onRoleChange(member, event.target.value as AssignableRole)}
                          className="w-32"
                        >
                          <option value="ADMIN">Admin</option>
                          <option value="MEMBER">Member</option>
                        </Select>
                      ) : (
                        <Badge tone={member.role === "MEMBER" ? "neutral" : "brand"}>{ROLE_LABELS[member.role]}</Badge>
                      )}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">{formatDate(member.createdAt)}</TableCell>
                    <TableCell className="text-right">
                      {can("users:delete") && !isSelf ? (
                        <DeleteRowButton label={`Remove ${name ?? member.email}`} text="Remove" onClick={() => setRemoving(member)} />
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
        title={`Remove ${removing ? (fullName(removing) ?? removing.email) : "member"}?`}
        description="They lose access to the team at once and are signed out everywhere. API keys they created keep working for the team."
        confirmLabel="Remove member"
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </SettingsSection>
  );
}

function PendingInvitesSection({ onInvite }: { onInvite: (() => void) | null }) {
  const invites = usePendingInvites();
  const { can } = usePermissions();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const toast = useToast();
  const [revoking, setRevoking] = useState<Invite | null>(null);

  const onResend = async (invite: Invite) => {
    try {
      await resend.mutateAsync(invite.id);
      toast.success("Invitation resent", `We emailed ${invite.email} a fresh link, valid for 7 days.`);
    } catch (error) {
      toast.error("Couldn't resend the invitation", errorMessageOf(error));
    }
  };

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success("Invitation revoked", `The link sent to ${revoking.email} no longer works.`);
    } catch (error) {
      toast.error("Couldn't revoke the invitation", errorMessageOf(error));
    } finally {
      setRevoking(null);
    }
  };

  return (
    <SettingsSection title="Pending invitations" description="Invitations that haven't been accepted yet. Links stay valid for 7 days." flush>
      {invites.isPending ? (
        <TableSkeleton rows={2} label="Loading invitations" />
      ) : invites.isError ? (
        <ErrorState title="We couldn't load the invitations" error={invites.error} onRetry={() => void invites.refetch()} />
      ) : invites.data.data.length === 0 ? (
        <div data-testid="invites-empty" className="flex flex-col items-center px-6 py-10 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Mail aria-hidden className="size-5" />
          </span>
          <p className="mt-3 text-sm font-medium text-slate-900">No pending invitations</p>
          <p className="mt-1 max-w-sm text-sm text-slate-500">Invite colleagues to plan campaigns, build templates and manage contacts with you.</p>
          {onInvite ? (
            <Button variant="secondary" size="sm" className="mt-4" onClick={onInvite}>
              <UserPlus aria-hidden />
              Invite member
            </Button>
          ) : null}
        </div>
      ) : (
        <Table>
          <TableHead>
            <tr>
              <TableHeader>Invitee</TableHeader>
              <TableHeader>Role</TableHeader>
              <TableHeader className="hidden lg:table-cell">Invited by</TableHeader>
              <TableHeader className="hidden md:table-cell">Expires</TableHeader>
              <ActionsHeader />
            </tr>
          </TableHead>
          <TableBody>
            {invites.data.data.map((invite) => {
              const inviter = [invite.inviter.firstName, invite.inviter.lastName].filter(Boolean).join(" ") || invite.inviter.email;
              const expired = isPast(invite.expiresAt);
              return (
                <TableRow key={invite.id} data-testid="invite-row">
                  <TableCell className="max-w-0 w-full">
                    <PersonCell name={invite.name} email={invite.email} />
                  </TableCell>
                  <TableCell>
                    <Badge tone={invite.role === "ADMIN" ? "brand" : "neutral"}>{ROLE_LABELS[invite.role]}</Badge>
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap text-slate-500 lg:table-cell">{inviter}</TableCell>
                  <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
                    {expired ? <Badge tone="warning">Expired</Badge> : <span title={formatDate(invite.expiresAt)}>{formatRelative(invite.expiresAt)}</span>}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      {can("invites:write") ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => void onResend(invite)}
                          pending={resend.isPending && resend.variables === invite.id}
                          aria-label={`Resend invitation to ${invite.email}`}
                        >
                          Resend
                        </Button>
                      ) : null}
                      {can("invites:delete") ? (
                        <Button variant="ghost" size="sm" onClick={() => setRevoking(invite)} aria-label={`Revoke invitation to ${invite.email}`}>
                          Revoke
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
        title="Revoke this invitation?"
        description={revoking ? `The link we sent to ${revoking.email} will stop working. You can invite them again later.` : ""}
        confirmLabel="Revoke invitation"
        pending={revoke.isPending}
        onConfirm={() => void onRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </SettingsSection>
  );
}
