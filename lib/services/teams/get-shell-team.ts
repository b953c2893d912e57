import { db } from "@/lib/db";

/**
 * The team whose name the dashboard header shows. Until dashboard sign-in lands (issue 3), that is
 * the first team on the instance: the demo team on a fresh install.
 */
export async function getShellTeam(): Promise<{ id: string; name: string } | null> {
  return db.team.findFirst({ orderBy: { createdAt: "asc" }, select: { id: true, name: true } });
}
