import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll } from "vitest";
import { startLocalSmtp } from "../helpers/smtp-peer-kit";

// A real SMTP server on loopback that records each accepted message's envelope (MAIL FROM, RCPT
// TO) and when it arrived; `delayMs` holds each DATA answer that long, as a distant peer would.

type Arrival = { mailFrom: string; rcptTo: string[]; at: number };

async function startEnvelopeSink({ delayMs = 0 }: { delayMs?: number } = {}) {
  const arrivals: Arrival[] = [];
  const { port, close } = await startLocalSmtp(
    {
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", async () => {
          if (delayMs) await sleep(delayMs);
          arrivals.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            at: Date.now(),
          });
          callback();
        });
      },
    },
    { quietErrors: true },
  );
  const to = (address: string) => arrivals.filter((arrival) => arrival.rcptTo.includes(address.toLowerCase()));

  /** The first arrival for `address`, waiting up to `timeoutMs`. */
  async function arrivalTo(address: string, timeoutMs = 10_000): Promise<Arrival> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = to(address)[0];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Nothing arrived for ${address} within ${timeoutMs} ms`);
      await sleep(10);
    }
  }
  return { port, arrivals, to, arrivalTo, close };
}

type EnvelopeSink = Awaited<ReturnType<typeof startEnvelopeSink>>;

/**
 * The file's envelope sink and a job worker in this process (polling every 0.5 s), both closed
 * after its tests. The worker's modules load in the hook, after the file has set its environment.
 */
export function useEnvelopeSinkAndWorker(): () => EnvelopeSink {
  let sink: EnvelopeSink | undefined;
  beforeAll(async () => {
    sink = await startEnvelopeSink();
    const { startWorker } = await import("@/jobs/drivers/pg-boss");
    await startWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    const { stopWorker } = await import("@/jobs/drivers/pg-boss");
    const { closeTransports } = await import("@/lib/mail/transport-pool");
    await stopWorker();
    closeTransports();
    await sink?.close();
  });
  return () => sink!;
}
