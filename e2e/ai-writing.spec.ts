import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiPost, createCaptureSmtp, signedUpWithToken } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";

// Issue 46, AI writing in the dashboard, against a local OpenAI-compatible stand-in that the app
// reaches on loopback: "Suggest subject lines" in the campaign wizard turned into A/B variants,
// "Rewrite" on a text block in the designer, and the automation test run showing what the AI
// email writer step would send; then the same screens in German.

const SUBJECTS = [
  "Spring sale: 20% off everything",
  "Your spring discount is waiting",
  "Last days of the spring sale",
  "Fresh colours, fresh prices",
  "20% off until Sunday",
];

let llm: Server;
let llmUrl: string;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

/** Answers like a chat model would, by what the system prompt asks for. */
function answerFor(system: string, user: string): string {
  if (system.includes("subject lines")) return SUBJECTS.join("\n");
  if (system.includes("Translate it into Deutsch")) return "<p>Hallo! Unser Frühjahrsverkauf endet am Sonntag.</p>";
  if (system.includes("friendlier"))
    return "<p>Hey there! Our spring sale is on until Sunday, come and have a look.</p>";
  const recipient = user.split("Recipient (JSON): ")[1];
  const firstName = recipient ? (JSON.parse(recipient).firstName ?? "there") : "there";
  return `Hi ${firstName},\n\nWelcome aboard! Your workspace is ready and we saved you a seat at Thursday's onboarding call.`;
}

test.beforeAll(async () => {
  llm = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as { messages: { role: string; content: string }[] };
    const content = answerFor(body.messages[0].content, body.messages[1]?.content ?? "");
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-e2e",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
      }),
    );
  });
  await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
  llmUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
});
test.afterAll(async () => {
  await new Promise((resolve) => llm.close(resolve));
});

async function shoot(page: Page, name: string, options?: { fullPage?: boolean }) {
  await page.mouse.move(0, 0);
  if (options?.fullPage !== false) await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name, options);
}

/** An account with a model pointing at the stand-in, a list with contacts, a template and an SMTP server. */
async function setUp(request: APIRequestContext, label: string, locale?: "de") {
  const { account, token } = await signedUpWithToken(request, label, locale);
  await apiPost(request, token, "/models", {
    name: "Local writer",
    provider: "openai_compatible",
    baseUrl: llmUrl,
    model: "tiny-chat",
  });
  const list = await apiPost(request, token, "/lists", { name: "Spring customers" });
  const contact = await apiPost(request, token, "/contacts", {
    listId: list.id,
    email: "ada@example.com",
    firstName: "Ada",
    company: "Initech",
  });
  const template = await apiPost(request, token, "/templates", {
    name: "Spring sale",
    subject: "Our spring sale",
    html: `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto;padding:32px 24px">
      <h1 style="font-size:24px">Spring sale is on, {{ firstName }}</h1>
      <p id="pitch">Our spring sale runs until Sunday. All items are discounted by twenty percent.</p></div>`,
  });
  await createCaptureSmtp(request, token, { fromName: "Acme Outfitters" });
  return { account, token, contact, template };
}

test("wizard: suggested subject lines become the A/B test's variants", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { account } = await setUp(request, "ai-wizard");
  await signInContext(context, account);

  await page.goto("/campaigns/new");
  await page.getByLabel("Campaign name").fill("Spring sale", { timeout: 60_000 });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Mailing list").selectOption({ label: "Spring customers — 1 active" });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: "Spring sale" }).click();

  const subjectLine = page.getByTestId("subject-line");
  await subjectLine.getByRole("button", { name: "Suggest subject lines" }).click();
  const suggestions = page.getByTestId("subject-suggestions");
  await expect(suggestions.getByText(SUBJECTS[0])).toBeVisible();
  await expect(suggestions.getByRole("checkbox")).toHaveCount(5);
  // Pick one as the campaign's subject...
  await suggestions.getByRole("button", { name: "Use" }).nth(2).click();
  await expect(subjectLine.getByLabel("Subject line")).toHaveValue(SUBJECTS[2]);
  // ...or tick three and test them.
  for (const index of [0, 1, 3]) await suggestions.getByRole("checkbox").nth(index).check();
  await shoot(page, "ai-wizard-suggestions");
  await suggestions.getByRole("button", { name: "Use 3 as A/B variants" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Added as variants A to C" })).toBeVisible();
  await expect(subjectLine.getByLabel("Subject line")).toHaveValue("");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("SMTP server")).toHaveValue(/.+/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Test variants before sending to everyone")).toBeChecked();
  await expect(page.getByTestId("ab-variant")).toHaveCount(3);
  await expect(page.getByLabel("Variant A subject")).toHaveValue(SUBJECTS[0]);
  await expect(page.getByLabel("Variant B subject")).toHaveValue(SUBJECTS[1]);
  await expect(page.getByLabel("Variant C subject")).toHaveValue(SUBJECTS[3]);
  await shoot(page, "ai-wizard-ab-variants");

  // The Usage page counts the call's tokens.
  await page.goto("/usage");
  await expect(page.getByTestId("stat-ai-tokens")).toContainText("160");
  await expect(page.getByTestId("stat-ai-tokens")).toContainText("of 50,000");
});

test("designer: Rewrite makes the selected text block friendlier", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { account, template } = await setUp(request, "ai-rewrite");
  await signInContext(context, account);

  await page.goto(`/templates/${template.id}`);
  const frame = page.frameLocator("iframe.gjs-frame");
  await frame.getByText("Our spring sale runs until Sunday.").click({ timeout: 60_000 });
  await page.getByRole("button", { name: "Rewrite the selected text with AI" }).click();
  await shoot(page, "ai-designer-rewrite-menu", { fullPage: false });
  await page.getByRole("menuitem", { name: "Friendlier" }).click();
  const dialog = page.getByRole("dialog", { name: "Rewrite" });
  await expect(dialog.getByTestId("rewrite-result")).toContainText("Hey there! Our spring sale is on until Sunday");
  await shoot(page, "ai-designer-rewrite-result", { fullPage: false });
  await dialog.getByRole("button", { name: "Replace" }).click();
  await expect(frame.getByText("Hey there! Our spring sale is on until Sunday, come and have a look.")).toBeVisible();
  await expect(frame.getByText("Our spring sale runs until Sunday.")).toHaveCount(0);
  await expect(page.getByTestId("save-status")).toHaveText(/Unsaved changes/);
  await shoot(page, "ai-designer-rewritten", { fullPage: false });
});

test("automation test run: what the AI email writer step would send", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { account, token, template } = await setUp(request, "ai-writer");
  const automation = await apiPost(request, token, "/automations", {
    name: "Welcome writer",
    nodes: [
      { id: "t1", type: "TRIGGER", data: { kind: "custom_event", name: "signup" }, positionX: 300, positionY: 0 },
      {
        id: "w1",
        type: "EMAIL_WRITER",
        data: {
          prompt: "Welcome the contact warmly.",
          fallbackTemplateId: template.id,
          subject: "Welcome, {{ firstName }}",
        },
        positionX: 300,
        positionY: 180,
      },
    ],
    edges: [{ sourceId: "t1", targetId: "w1" }],
  });
  await signInContext(context, account);

  await page.goto(`/automations/${automation.id}`);
  await expect(page.getByTestId("flow-node")).toHaveCount(2, { timeout: 60_000 });
  await page.getByRole("button", { name: "Test" }).click();
  const tester = page.getByRole("dialog", { name: "Test with a contact" });
  await tester.getByRole("searchbox", { name: "Contact" }).fill("ada@");
  await tester.getByRole("button", { name: /ada@example\.com/ }).click();
  await tester.getByRole("button", { name: "Run test" }).click();
  const preview = tester.getByTestId("writer-preview");
  await expect(preview).toContainText("What the AI model “Local writer” would write");
  await expect(preview).toContainText("Subject: Welcome, Ada");
  await expect(preview).toContainText("Hi Ada,");
  await expect(preview).toContainText("Welcome aboard! Your workspace is ready");
  await shoot(page, "ai-automation-test-run", { fullPage: false });
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("subject suggestions, the rewrite menu and the writer preview speak German", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    const { account, token, template } = await setUp(request, "ai-german", "de");
    const automation = await apiPost(request, token, "/automations", {
      name: "Begrüßung",
      nodes: [
        { id: "t1", type: "TRIGGER", data: { kind: "custom_event", name: "signup" }, positionX: 300, positionY: 0 },
        {
          id: "w1",
          type: "EMAIL_WRITER",
          data: { prompt: "Begrüße den Kontakt herzlich.", fallbackTemplateId: template.id },
          positionX: 300,
          positionY: 180,
        },
      ],
      edges: [{ sourceId: "t1", targetId: "w1" }],
    });
    await signInContext(context, account);

    await page.goto("/campaigns/new");
    await page.getByLabel("Kampagnenname").fill("Frühjahrsverkauf", { timeout: 60_000 });
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByLabel("Verteilerliste").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("radio", { name: "Spring sale" }).click();
    await page.getByRole("button", { name: "Betreffzeilen vorschlagen" }).click();
    const suggestions = page.getByTestId("subject-suggestions");
    await expect(suggestions.getByText(SUBJECTS[0])).toBeVisible();
    await suggestions.getByRole("checkbox").nth(0).check();
    await suggestions.getByRole("checkbox").nth(1).check();
    await expect(suggestions.getByRole("button", { name: "2 als A/B-Varianten verwenden" })).toBeEnabled();
    await expect(page.getByTestId("subject-line")).toContainText("Betreffzeile");
    await shoot(page, "ai-de-wizard-suggestions");

    await page.goto(`/templates/${template.id}`);
    await page
      .frameLocator("iframe.gjs-frame")
      .getByText("Our spring sale runs until Sunday.")
      .click({ timeout: 60_000 });
    await page.getByRole("button", { name: "Den ausgewählten Text mit KI umformulieren" }).click();
    await expect(page.getByRole("menuitem", { name: "Freundlicher" })).toBeVisible();
    await shoot(page, "ai-de-designer-rewrite-menu", { fullPage: false });
    await page.getByRole("menuitem", { name: "Übersetzen: Deutsch" }).click();
    const dialog = page.getByRole("dialog", { name: "Umformulieren" });
    await expect(dialog).toContainText("Hallo! Unser Frühjahrsverkauf endet am Sonntag.");
    await shoot(page, "ai-de-designer-rewrite", { fullPage: false });
    await dialog.getByRole("button", { name: "Ersetzen" }).click();

    await page.goto(`/automations/${automation.id}`);
    await expect(page.getByTestId("flow-node")).toHaveCount(2, { timeout: 60_000 });
    await page.getByRole("button", { name: "Testen" }).click();
    const tester = page.getByRole("dialog", { name: "Mit einem Kontakt testen" });
    await tester.getByRole("searchbox").fill("ada@");
    await tester.getByRole("button", { name: /ada@example\.com/ }).click();
    await tester.getByRole("button", { name: "Test ausführen" }).click();
    await expect(tester.getByTestId("writer-preview")).toContainText(
      "Was das KI-Modell „Local writer“ schreiben würde",
    );
    await shoot(page, "ai-de-automation-test-run", { fullPage: false });
  });
});
