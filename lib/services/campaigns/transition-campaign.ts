import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { CampaignStatus, Prisma } from "@/lib/generated/prisma/client";
import { getCampaignRowOrThrow } from "./get-campaign";
import type { CampaignRow } from "./to-campaign-dto";

// The state machine of docs/contract.md section 6: DRAFT -> SCHEDULED -> SENDING -> SENT, PAUSED from
// SCHEDULED or SENDING, CANCELLED from any state but SENT, FAILED. Every change is a conditional
// UPDATE on the status it was read in, so two racing requests (or a request and the send job)
// cannot both win: the loser answers 409 INVALID_STATE.

export const EDITABLE: CampaignStatus[] = ["DRAFT", "SCHEDULED", "PAUSED"];

export function invalidState(action: string, status: CampaignStatus) {
  return ApiError.invalidState(`A ${status} campaign cannot be ${action}`);
}

export async function transitionCampaign({
  teamId,
  id,
  from,
  action,
  data,
}: {
  teamId: string;
  id: string;
  from: CampaignStatus[];
  action: string;
  /** The change, computed from the campaign as read (so it may depend on its fields). */
  data: (
    row: CampaignRow,
  ) => Promise<Prisma.CampaignUncheckedUpdateManyInput> | Prisma.CampaignUncheckedUpdateManyInput;
}): Promise<{ before: CampaignRow; after: CampaignRow }> {
  const before = await getCampaignRowOrThrow({ teamId, id });
  if (!from.includes(before.status)) throw invalidState(action, before.status);
  const changed = await db.campaign.updateMany({
    where: { id, teamId, status: before.status },
    data: await data(before),
  });
  if (changed.count === 0) throw ApiError.invalidState("The campaign changed state meanwhile; reload it and try again");
  return { before, after: await getCampaignRowOrThrow({ teamId, id }) };
}
