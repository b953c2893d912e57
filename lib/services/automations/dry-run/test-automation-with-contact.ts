import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { NODE_DATA_SCHEMAS } from "@/lib/validation/automations";
import { describeGoal, parseGoal } from "../engine/goals";
import { contactFieldValue } from "../engine/evaluate-condition";
import { getAutomationRowOrThrow } from "../get-automation";
import { dryRunStep, type DryState, type WriterPreview } from "./dry-run-step";
import { entryRefusal } from "./entry-refusal";

// POST /automations/{id}/test: walks the flow for one contact as the engine would, answering each
// step's decision, WITHOUT sending, writing or queueing anything (drafts can be tested too). Time
// does not pass: a delay says when the run would go on and the walk continues from then; a
// WAIT_FOR_EVENT is where the walk stops, since what follows depends on the contact.

type TestStep = {
  nodeId: string;
  type: string;
  decision: string;
  detail: string;
  label: "yes" | "no" | null;
  preview?: WriterPreview;
};
type Outcome = "completed" | "waits" | "goal_reached" | "refused" | "loop" | "invalid";

/** Loops must pass a DELAY; a walk this long has gone round one. */
const MAX_STEPS = 100;

export async function testAutomationWithContact({
  teamId,
  id,
  contactId,
}: {
  teamId: string;
  id: string;
  contactId: string;
}) {
  const automation = await getAutomationRowOrThrow({ teamId, id });
  const contact = await db.contact.findFirst({ where: { id: contactId, teamId } });
  if (!contact) throw ApiError.notFound("Contact not found");
  const trigger = automation.nodes.find((node) => node.type === "TRIGGER");
  if (!trigger) throw ApiError.unprocessable("The flow has no trigger to start from", { nodes: "needs a TRIGGER" });

  const steps: TestStep[] = [];
  const done = (outcome: Outcome) => ({ contactId, steps, outcome });
  const refusal = await entryRefusal(automation, contact);
  if (refusal) {
    steps.push({
      nodeId: trigger.id,
      type: trigger.type,
      decision: "refused",
      detail: `would not enter: ${refusal}`,
      label: null,
    });
    return done("refused");
  }

  const tags = await db.tag.findMany({ where: { contactId, teamId }, select: { name: true } });
  const state: DryState = {
    contact,
    tags: new Set(tags.map((tag) => tag.name.toLowerCase())),
    clock: new Date(),
    sentEmailAt: null,
  };
  const goal = parseGoal(automation.goal);
  const goalMet = () =>
    goal?.kind === "tag_added"
      ? state.tags.has(goal.tag.toLowerCase())
      : goal?.kind === "field_equals"
        ? (contactFieldValue(state.contact, goal.field) ?? "").toLowerCase() === goal.value.toLowerCase()
        : false;
  const byId = new Map(automation.nodes.map((node) => [node.id, node]));
  const seen = new Set<string>();

  for (let node = byId.get(trigger.id); node && steps.length < MAX_STEPS; ) {
    const step = (decision: string, detail: string, label: "yes" | "no" | null = null) =>
      steps.push({ nodeId: node!.id, type: node!.type, decision, detail, label });
    if (goal && goalMet()) {
      step("goal reached", `the contact meets the flow's goal (${describeGoal(goal)}): the run would end here`);
      return done("goal_reached");
    }
    if (seen.has(node.id) && !steps.some((earlier) => earlier.type === "DELAY")) {
      step("loop", "the flow comes back here without a delay; the test stops");
      return done("loop");
    }
    seen.add(node.id);
    const parsed = NODE_DATA_SCHEMAS[node.type].safeParse(node.data);
    if (!parsed.success) {
      step(
        "invalid",
        `the step is not set up: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "data"} ${issue.message}`).join("; ")}`,
      );
      return done("invalid");
    }
    const decision = await dryRunStep(node, parsed.data, state);
    step(decision.decision, decision.detail, decision.label ?? null);
    if (decision.preview) steps[steps.length - 1].preview = decision.preview;
    if (decision.stop) return done(decision.stop);
    const outgoing = automation.edges.filter((edge) => edge.sourceId === node!.id);
    const edge = decision.label ? outgoing.find((candidate) => candidate.label === decision.label) : outgoing[0];
    if (!edge) {
      // The last step says so itself, rather than a row of its own.
      steps[steps.length - 1].detail += decision.label
        ? `; there is no “${decision.label}” path, so the run would end here`
        : "; then the flow ends";
      return done("completed");
    }
    node = byId.get(edge.targetId);
  }
  return done("loop");
}
