import type { Transporter } from "nodemailer";
import { driverQuery, preparedStatement } from "@/lib/db/driver-transaction";
import { handoverGate, type HandoverGate } from "./handover-gate";

// How a claimed message reaches its transport's pool. Rows a batch wrote claimed (SENDING,
// attempts 0) record being handed over (attempts 1), so a restart tells never-sent rows from rows
// in doubt; they pass the transport's handover gate (handover-gate.ts), which marks them in blocks
// and keeps few in doubt. A row claimed by UPDATE (the single path) counted its attempt when it was
// claimed and is told apart by its claim's age (deliver-email.ts): it goes to the pool at once.

const HANDED_OVER_SQL = preparedStatement(
  "email_handed_over",
  `UPDATE "Email" SET "attempts" = 1, "updatedAt" = $2::timestamptz AT TIME ZONE 'UTC' WHERE "id" = ANY($1::text[]) AND NOT "isDeleted"`,
);
const markHandedOver = (ids: string[]) => driverQuery(HANDED_OVER_SQL, [ids, new Date().toISOString()]);

// Messages a transport (its pool of connections) may have in its hands, marked handed over, at
// once, and the blocks they are marked in (one write each). To the benchmark's local sink, where
// the database round trips count most, 40 in blocks of 20 cost no measurable send rate against no
// limit; smaller limits and blocks, or a write per message, did (bench/README.md, campaign-send).
// To a distant server the pool's five connections are the limit and 35 messages behind them plenty.
export const HANDOVER_LIMIT = 40;
const HANDOVER_BLOCK = 20;
const handoverGates = new WeakMap<Transporter, HandoverGate>();

/** The gate between the batches sending through `transport` and its pool (handover-gate.ts). */
export function handoverGateFor(transport: Transporter): HandoverGate {
  let gate = handoverGates.get(transport);
  if (!gate)
    handoverGates.set(
      transport,
      (gate = handoverGate({ limit: HANDOVER_LIMIT, blockSize: HANDOVER_BLOCK, mark: markHandedOver })),
    );
  return gate;
}

/** For rows whose claim already records the attempt: handed over as they come, nothing marked. */
export const handOverUnmarked: HandoverGate = (_id, send) => send();
