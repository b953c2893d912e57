import { apiPost } from "./support/api";
import { expect, signInContext, test } from "./support/fixtures";
import { connect, dragStep, shoot, source, startFlowTest, target } from "./support/flow-canvas";

// Issue 21 as a marketer sees it: a flow with a Wait for event step, saved as a draft while a step
// is unfinished, finished and activated; contacts run through it and each step shows its counts.

test("a flow with a wait step: save a draft, activate, watch the counts on the canvas", async ({
  page,
  context,
  request,
}) => {
  const { pageErrors, account, token } = await startFlowTest(page, request, "wait-step");
  const list = await apiPost(request, token, "/lists", { name: "Trial sign-ups" });
  await signInContext(context, account);

  await page.goto("/automations");
  await page.getByRole("button", { name: "New automation" }).first().click({ timeout: 60_000 });
  await page.getByRole("radio", { name: /Start from scratch/ }).click();
  await page.getByLabel("Name").fill("Demo follow-up");
  await page.getByRole("button", { name: "Create and open editor" }).click();
  await expect(page.getByText("Start with a trigger")).toBeVisible({ timeout: 60_000 });

  const trigger = await dragStep(page, "TRIGGER", 330, 50);
  await page.getByTestId("step-panel").getByLabel("List").selectOption({ label: "Trial sign-ups" });
  const wait = await dragStep(page, "WAIT_FOR_EVENT", 330, 200);
  const panel = page.getByTestId("step-panel");
  await panel.getByLabel("Wait until the contact").selectOption("custom_event");
  await panel.getByLabel("Wait at most", { exact: true }).fill("2");
  await panel.getByLabel("Wait at most unit").selectOption("days");
  const tag = await dragStep(page, "UPDATE_CONTACT", 170, 370);
  const tags = page.getByTestId("step-panel").getByLabel("Add tags");
  await tags.fill("demo-booked");
  await tags.press("Enter");
  const exit = await dragStep(page, "EXIT", 490, 370);
  await page.getByTestId("step-panel").getByRole("button", { name: "Close step settings" }).click();
  await connect(page, source(trigger), target(wait));
  await connect(page, wait.getByTestId("handle-yes"), target(tag));
  await connect(page, wait.getByTestId("handle-no"), target(exit));
  await expect(page.locator(".react-flow__edge")).toHaveCount(3);

  // The wait's event is not named yet: the flow still saves, as a draft, with the step marked.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(wait.getByTestId("node-problems")).toContainText("Event name");
  await expect(page.getByTestId("save-state")).toContainText("Draft");
  await expect(page.getByTestId("save-state")).toContainText("Saved");
  await shoot(page, "automation-wait-step-draft");

  // Activation refuses the unfinished step and names it.
  await page.getByRole("switch", { name: "Active" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "The flow can't start yet" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "false");

  await wait.click();
  await page.getByTestId("step-panel").getByLabel("Event name").fill("demo_booked");
  await expect(wait).toContainText("Until event “demo_booked” (up to 2 days)");
  await page.getByRole("switch", { name: "Active" }).click();
  await expect(page.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");
  await expect(wait.getByTestId("node-problems")).toHaveCount(0);

  // Three contacts join; one books a demo.
  const contacts = [];
  for (const [email, firstName] of [
    ["ada@example.com", "Ada"],
    ["bob@example.com", "Bob"],
    ["cy@example.com", "Cy"],
  ]) {
    contacts.push(await apiPost(request, token, "/contacts", { listId: list.id, email, firstName }));
  }
  await expect(wait.getByTestId("node-stat-waiting")).toContainText("3", { timeout: 60_000 });
  const booked = await request.post("/api/v1/automations/events", {
    data: { contactId: contacts[0].id, name: "demo_booked" },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(booked.status()).toBe(202);
  expect((await booked.json()).runsResumed).toBe(1);

  await expect(tag.getByTestId("node-stat-completed")).toContainText("1", { timeout: 60_000 });
  await expect(wait.getByTestId("node-stat-entered")).toContainText("3");
  await expect(wait.getByTestId("node-stat-waiting")).toContainText("2");
  await expect(wait.getByTestId("node-stat-completed")).toContainText("1");
  await expect(trigger.getByTestId("node-stat-completed")).toContainText("3");
  await shoot(page, "automation-wait-step-counts");
  expect(pageErrors).toEqual([]);
});
