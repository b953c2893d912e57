import { ApiError } from "@/lib/api/errors";
import { pageArgs } from "@/lib/api/pagination";
import { db, liveOnly } from "@/lib/db";
import { toEmailDetailDto } from "./to-email-dto";

type EventsPage = { eventsPage: number; eventsLimit: number };

/**
 * One of the team's emails with a page of its tracking entries (newest first) and their count;
 * 404 also for another team's id.
 */
export async function getEmail({
  teamId,
  id,
  eventsPage = 1,
  eventsLimit = 50,
}: { teamId: string; id: string } & Partial<EventsPage>) {
  const events = { page: eventsPage, limit: eventsLimit };
  const row = await db.email.findFirst({
    where: { id, teamId },
    include: {
      tracking: { where: liveOnly, orderBy: [{ timestamp: "desc" }, { id: "desc" }], ...pageArgs(events) },
    },
  });
  if (!row) throw ApiError.notFound("Email not found");
  const [total, attachments] = await Promise.all([
    db.emailTracking.count({ where: { emailId: id, teamId, ...liveOnly } }),
    // The attachments' bytes stay in the database: the detail lists what was attached.
    row.attachmentCount
      ? db.emailAttachment.findMany({
          where: { emailId: id },
          orderBy: { position: "asc" },
          select: { id: true, filename: true, contentType: true, contentId: true, size: true },
        })
      : [],
  ]);
  return toEmailDetailDto({ ...row, attachments }, { ...events, total });
}
