import { afterEach, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";

// enqueue() with JOBS_DRIVER=inngest sends the job's event to Inngest. The Inngest server is
// played by a stubbed fetch, which the SDK looks up when it first sends.

type SentEvent = { name: string; data: unknown; id?: string; ts?: number };

async function loadEnqueue(settings: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value);
  const sent: { url: string; events: SentEvent[] }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const events = JSON.parse(String(init.body)) as SentEvent[];
    sent.push({ url, events });
    return Response.json({ ids: events.map((_, index) => `event-${sent.length}-${index}`), status: 200 });
  });
  const { enqueue } = await import("@/lib/jobs/enqueue");
  return { enqueue, sent };
}

describe("enqueue with the Inngest driver", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("sends sendwell/<job name> with the payload and answers the event id", async () => {
    const { enqueue, sent } = await loadEnqueue({
      JOBS_DRIVER: "inngest",
      INNGEST_DEV: "http://inngest.test:8288",
      INNGEST_EVENT_KEY: "test-event-key",
    });
    const startAfter = new Date(Date.now() + 60_000);

    const id = await enqueue("cleanup-expired-tokens", {}, { startAfter, singletonKey: "nightly" });

    expect(id).toBe("event-1-0");
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe("http://inngest.test:8288/e/test-event-key");
    expect(sent[0].events).toEqual([
      expect.objectContaining({
        name: "sendwell/cleanup-expired-tokens",
        data: {},
        id: "cleanup-expired-tokens:nightly",
        ts: startAfter.getTime(),
      }),
    ]);
  });

  it("validates the payload before sending anything", async () => {
    const { enqueue, sent } = await loadEnqueue({ JOBS_DRIVER: "inngest", INNGEST_DEV: "1" });
    await expect(enqueue("cleanup-expired-tokens", { userId: "u1" } as never)).rejects.toBeInstanceOf(ZodError);
    expect(sent).toHaveLength(0);
  });
});
