import { db } from "@/lib/db";

/**
 * Seats the team_collaboration limit counts: members plus invites that can still be accepted, so
 * that a team on a 3-seat plan cannot hand out ten invites and let them all in.
 */
export async function countTeamSeats({ teamId }: { teamId: string }): Promise<number> {
  const [members, pendingInvites] = await Promise.all([
    db.user.count({ where: { teamId } }),
    db.teamInvite.count({ where: { teamId, status: "PENDING", expiresAt: { gt: new Date() } } }),
  ]);
  return members + pendingInvites;
}
