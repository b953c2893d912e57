import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { cleanupExpiredTokens } from "@/jobs/cleanup-expired-tokens";
import { inngestFunctions } from "@/jobs/drivers/inngest";
import { expectedStates, seedTokens, tokenStates } from "./token-fixtures";

// The job's handler as Inngest runs it: the real function, its step, the test database.

const cleanupFunction = inngestFunctions.find((fn) => fn.id() === cleanupExpiredTokens.name)!;
const event = { name: "sendwell/cleanup-expired-tokens", data: {} };

describe("cleanup-expired-tokens job", () => {
  it("soft-deletes expired refresh and password-reset tokens only", async () => {
    const seeded = await seedTokens();
    const engine = new InngestTestEngine({ function: cleanupFunction, events: [event] });

    const { error, ctx } = await engine.execute();

    expect(error).toBeUndefined();
    expect(ctx.step.run).toHaveBeenCalledWith("cleanup-expired-tokens", expect.any(Function));
    expect(await tokenStates(seeded.user.id)).toEqual(expectedStates(seeded));
  });

  it("is harmless when run again", async () => {
    const seeded = await seedTokens();
    for (let run = 0; run < 2; run++) {
      const { error } = await new InngestTestEngine({ function: cleanupFunction, events: [event] }).execute();
      expect(error).toBeUndefined();
    }
    expect(await tokenStates(seeded.user.id)).toEqual(expectedStates(seeded));
  });

  it("runs from its daily cron trigger, whose event carries no payload", async () => {
    expect(cleanupExpiredTokens.cron).toBe("0 3 * * *");
    const seeded = await seedTokens();
    const engine = new InngestTestEngine({
      function: cleanupFunction,
      events: [{ name: "inngest/scheduled.timer", data: { cron: "TZ=UTC 0 3 * * *" } }],
    });

    const { error } = await engine.execute();

    expect(error).toBeUndefined();
    expect(await tokenStates(seeded.user.id)).toEqual(expectedStates(seeded));
  });

  it("fails an event whose payload is not the job's without retrying", async () => {
    const engine = new InngestTestEngine({
      function: cleanupFunction,
      events: [{ ...event, data: { email: "x@example.com" } }],
    });
    const { error, ctx } = await engine.execute();
    expect(error).toMatchObject({ name: "NonRetriableError", message: expect.stringContaining("Unrecognized key") });
    expect(ctx.step.run).not.toHaveBeenCalled();
  });
});
