import { randomUUID } from "node:crypto";
import { apiPost } from "./support/api";
import { expect, signInContext, test } from "./support/fixtures";
import { shoot, startFlowTest } from "./support/flow-canvas";

// Issue 21 parts 2 and 5 as a marketer sees them: a goal and a re-entry rule set in the flow's
// settings, "Test with a contact" showing each step's decision, and a contact waiting at a delay
// who reaches the goal leaving the flow, counted on the canvas.

const step = (type: string, data: object, x: number, y: number) => ({
  id: randomUUID(),
  type,
  data,
  positionX: x,
  positionY: y,
});

test("flow settings with a goal, a test with a contact, and a run ended by the goal", async ({
  page,
  context,
  request,
}) => {
  const { pageErrors, account, token } = await startFlowTest(page, request, "goals");
  const auth = { Authorization: `Bearer ${token}` };
  const list = await apiPost(request, token, "/lists", { name: "Trial sign-ups" });
  const vera = await apiPost(request, token, "/contacts", {
    listId: list.id,
    email: "vera@example.com",
    firstName: "Vera",
    tags: [{ name: "vip" }],
  });
  const sam = await apiPost(request, token, "/contacts", {
    listId: list.id,
    email: "sam@example.com",
    firstName: "Sam",
  });

  const trigger = step("TRIGGER", { kind: "custom_event", name: "trial_started" }, 300, 0);
  const vip = step("CONDITION", { kind: "tag", tag: "vip", operator: "has" }, 300, 160);
  const welcome = step("UPDATE_CONTACT", { addTags: ["vip-welcomed"] }, 80, 330);
  const pause = step("DELAY", { mode: "duration", amount: 2, unit: "days" }, 520, 330);
  const nudge = step("UPDATE_CONTACT", { addTags: ["nudged"] }, 520, 490);
  const edge = (from: { id: string }, to: { id: string }, label?: string) => ({
    sourceId: from.id,
    targetId: to.id,
    ...(label ? { label } : {}),
  });
  const automation = await apiPost(request, token, "/automations", {
    name: "Trial nurture",
    nodes: [trigger, vip, welcome, pause, nudge],
    edges: [edge(trigger, vip), edge(vip, welcome, "yes"), edge(vip, pause, "no"), edge(pause, nudge)],
  });
  await signInContext(context, account);

  await page.goto(`/automations/${automation.id}`);
  await expect(page.getByTestId("flow-node")).toHaveCount(5, { timeout: 60_000 });

  // Flow settings: the goal and the re-entry rule.
  await page.getByRole("button", { name: "Flow settings" }).click();
  const settings = page.getByRole("dialog", { name: "Flow settings" });
  await settings.getByLabel("The contact has reached the goal when…").selectOption("tag_added");
  await settings.getByLabel("Tag").fill("customer");
  await settings.getByRole("radio", { name: "Only once" }).click();
  await shoot(page, "automation-goal-settings");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Flow settings saved" })).toBeVisible();
  await expect(page.getByTestId("flow-goal")).toContainText("Goal: tagged “customer”");

  // Test with a contact: Sam takes the "no" path and stops nowhere: a delay, then the tag.
  await page.getByRole("button", { name: "Test" }).click();
  const tester = page.getByRole("dialog", { name: "Test with a contact" });
  await tester.getByRole("searchbox", { name: "Contact" }).fill("sam@");
  await tester.getByRole("button", { name: /sam@example\.com/ }).click();
  await tester.getByRole("button", { name: "Run test" }).click();
  const result = tester.getByRole("region", { name: "Test result" });
  await expect(result).toContainText("The contact would go through to the end of the flow.");
  await expect(result).toContainText("the contact does not have the tag “vip”; the rule is has");
  await expect(result).toContainText("waits 2 days");
  await expect(result).toContainText("would update the contact: adds tags nudged");
  await shoot(page, "automation-test-with-contact");
  // Vera is a VIP: the yes path.
  await tester.getByRole("searchbox", { name: "Contact" }).fill("vera@");
  await tester.getByRole("button", { name: /vera@example\.com/ }).click();
  await tester.getByRole("button", { name: "Run test" }).click();
  await expect(result).toContainText("the contact has the tag “vip”; the rule is has");
  await tester.getByRole("button", { name: "Close" }).first().click();

  // Live: Sam enters and waits at the delay; becoming a customer ends the run there.
  await page.getByRole("switch", { name: "Active" }).click();
  await expect(page.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");
  const started = await request.post("/api/v1/automations/events", {
    data: { contactId: sam.id, name: "trial_started" },
    headers: auth,
  });
  expect((await started.json()).runsStarted).toBe(1);
  const delayNode = page.getByTestId("flow-node").filter({ hasText: "2 days" });
  await expect(delayNode.getByTestId("node-stat-waiting")).toContainText("1", { timeout: 60_000 });
  const tagged = await request.patch(`/api/v1/contacts/${sam.id}`, {
    data: { tags: [{ name: "customer" }] },
    headers: auth,
  });
  expect(tagged.status(), await tagged.text()).toBe(200);
  await expect(delayNode.getByTestId("node-goal-reached")).toContainText("1 reached the goal here", {
    timeout: 60_000,
  });
  await expect(delayNode.getByTestId("node-stat-waiting")).toContainText("0");
  // "Only once": a second start is refused.
  const again = await request.post("/api/v1/automations/events", {
    data: { contactId: sam.id, name: "trial_started" },
    headers: auth,
  });
  expect((await again.json()).runsStarted).toBe(0);
  await shoot(page, "automation-goal-reached-canvas");
  expect(vera.id).toBeTruthy();
  expect(pageErrors).toEqual([]);
});
