import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { contactFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { automations, models } from "../automations/automation-client";
import { createActiveAutomation, edge, node, templateFor } from "../automations/fixtures";
import { openAiAnswer, startStandIn } from "./provider-stand-in";

// Issue 46 part 4: the automation test run (POST /automations/{id}/test) shows what an EMAIL_WRITER
// step would send the chosen contact: the model is asked for real, nothing is sent.

let llm: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  llm = await startStandIn((request) => {
    const recipient = JSON.parse(request.body.messages[1].content.split("Recipient (JSON): ")[1]);
    return openAiAnswer(`Hi ${recipient.firstName},\n\nYour ${recipient.company} workspace is ready.`);
  });
});
afterAll(() => llm.close());

async function writerFlow(token: string, teamId: string) {
  const fallback = await templateFor(teamId, {
    subject: "Welcome, {{ firstName }}",
    html: "<p>Fallback for {{ firstName }}</p>",
  });
  const trigger = node("TRIGGER", { kind: "custom_event", name: "signup" });
  const writer = node("EMAIL_WRITER", { prompt: "Welcome them warmly.", fallbackTemplateId: fallback.id });
  return createActiveAutomation(token, { name: "Writer", nodes: [trigger, writer], edges: [edge(trigger, writer)] });
}

describe("automation test run with an EMAIL_WRITER step", () => {
  it("previews the model-written email for the contact, and sends nothing", async () => {
    const { team, token } = await createTestTeam();
    await models.create(token, { name: "Local", provider: "openai_compatible", baseUrl: `${llm.url}/v1`, model: "m" });
    const automation = await writerFlow(token, team.id);
    const contact = await contactFor(team.id, { firstName: "Ada", company: "Initech" });
    const result = await automations.test(token, automation.id, { contactId: contact.id });
    expect(result.status).toBe(200);
    expect(result.body.steps[1]).toMatchObject({
      type: "EMAIL_WRITER",
      decision: "send",
      detail: `would send an email written by the AI model “Local” to ${contact.email}; then the flow ends`,
      preview: {
        source: "model",
        model: "Local",
        reason: null,
        subject: "Welcome, Ada",
        text: "Hi Ada,\n\nYour Initech workspace is ready.",
      },
    });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
    expect(await db.aiUsage.findMany({ where: { teamId: team.id } })).toMatchObject([{ kind: "preview" }]);
  });

  it("previews the fallback template, with the reason, when the team has no model", async () => {
    const { team, token } = await createTestTeam();
    const automation = await writerFlow(token, team.id);
    const contact = await contactFor(team.id, { firstName: "Ada" });
    const result = await automations.test(token, automation.id, { contactId: contact.id });
    expect(result.body.steps[1].preview).toEqual({
      source: "fallback",
      model: null,
      reason: "no model configured",
      subject: "Welcome, Ada",
      text: expect.stringContaining("Fallback for Ada"),
    });
  });
});
