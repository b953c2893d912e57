import { describe, expect, it } from "vitest";
import { errorEnvelope } from "../auth/auth-client";
import { campaigns } from "../campaigns/campaign-client";
import { createTestTeam } from "../helpers/teams";

// Issue 46 part 5: a subject line picked from the AI suggestions in the wizard is the campaign's own
// `subject`, over its template's (sending already honours it, as for follow-ups).

describe("a campaign's own subject", () => {
  it("is saved on create and update, empty clears it, too long is refused", async () => {
    const { token } = await createTestTeam();
    const created = await campaigns.create(token, { name: "Spring", subject: "  Spring sale: 20% off  " });
    expect(created.status).toBe(201);
    expect(created.body.subject).toBe("Spring sale: 20% off");
    const changed = await campaigns.update(token, created.body.id, { subject: "Last days of the sale" });
    expect(changed.body.subject).toBe("Last days of the sale");
    expect((await campaigns.update(token, created.body.id, { subject: "" })).body.subject).toBeNull();
    expect(await campaigns.update(token, created.body.id, { subject: "x".repeat(999) })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        subject: "must be at most 998 characters",
      }),
    });
  });
});
