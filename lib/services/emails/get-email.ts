import { ApiError } from "@/lib/api/errors";
import { db, liveOnly } from "@/lib/db";
import { toEmailDetailDto } from "./to-email-dto";

/** One of the team's emails with its tracking entries (newest first); 404 also for another team's id. */
export async function getEmail({ teamId, id }: { teamId: string; id: string }) {
  const row = await db.email.findFirst({
    where: { id, teamId },
    include: { tracking: { where: liveOnly, orderBy: [{ timestamp: "desc" }, { id: "desc" }] } },
  });
  if (!row) throw ApiError.notFound("Email not found");
  // The attachments' bytes stay in the database: the detail lists what was attached.
  const attachments = row.attachmentCount
    ? await db.emailAttachment.findMany({
        where: { emailId: id },
        orderBy: { position: "asc" },
        select: { id: true, filename: true, contentType: true, contentId: true, size: true },
      })
    : [];
  return toEmailDetailDto({ ...row, attachments });
}
