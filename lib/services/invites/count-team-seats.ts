import { db, type Transaction } from "@/lib/db";

/**
 * Seats the team_collaboration limit counts: members plus invites that can still be accepted, so
 * that a team on a 3-seat plan cannot hand out ten invites and let them all in.
 */
export async function countTeamSeats({ teamId }: { teamId: string }, client: Transaction = db): Promise<number> {
  // One after the other: inside a transaction the queries share one connection.
  const members = await client.user.count({ where: { teamId } });
  const pendingInvites = await client.teamInvite.count({
    where: { teamId, status: "PENDING", expiresAt: { gt: new Date() } },
  });
  return members + pendingInvites;
}
