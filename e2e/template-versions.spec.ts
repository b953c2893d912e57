import type { APIRequestContext } from "@playwright/test";
import { apiPost, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test } from "./support/fixtures";

// Template versions and publishing in the designer (docs/contract.md section 23): the publish
// state beside the save status, Publish, the version history with a side-by-side and a text
// comparison of two versions, and a restore.

const page1 = (heading: string, line: string) =>
  `<table width="600" style="font-family:Arial,sans-serif"><tr><td style="padding:24px"><h1 style="color:#1e293b">${heading}</h1><p>Hello {{ firstName | default: "there" }},</p><p>${line}</p><p><a href="https://example.com/shop" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Shop now</a></p></td></tr></table>`;

/** A template with three versions: created, its heading changed, its offer changed. */
async function templateWithHistory(request: APIRequestContext, label: string, locale?: string) {
  const { account, token } = await signedUpWithToken(request, label, locale);
  const template = await apiPost(request, token, "/templates", {
    name: "Spring news",
    subject: "Our spring news",
    html: page1("Spring news", "Our spring collection is here."),
  });
  const patch = async (data: unknown) => {
    const response = await request.patch(`/api/v1/templates/${template.id}`, {
      data,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  const post = async (path: string) => {
    const response = await request.post(`/api/v1/templates/${template.id}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  };
  await patch({ html: page1("The spring sale starts Friday", "Our spring collection is here.") });
  return { account, token, template, patch, post };
}

test("a marketer publishes a template, sees a later draft flagged, compares two versions and restores one", async ({
  page,
  context,
  request,
}) => {
  const { account, template, patch, post } = await templateWithHistory(request, "versions");
  await openSignedIn({ page, context }, account, `/templates/${template.id}`);
  const status = page.getByTestId("publish-status");
  await expect(status).toHaveText("Not published yet");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Version 2 published")).toBeVisible();
  await expect(status).toHaveText("Published · v2");
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();

  // Edited elsewhere (another tab, the API): the designer opened again shows the draft.
  await patch({
    subject: "Spring sale: 20% off",
    html: page1("The spring sale starts Friday", "Everything is 20% off until Sunday."),
  });
  await page.reload();
  await expect(status).toHaveText("Draft changes not published");
  await saveScreenshot(page, "template-versions-draft", { fullPage: false });

  await page.getByRole("button", { name: "History" }).click();
  const dialog = page.getByRole("dialog", { name: "Version history" });
  await expect(dialog.getByTestId("version-row")).toHaveCount(3);
  await expect(dialog.getByTestId("version-row").nth(1)).toContainText("Published");
  await dialog.getByRole("radio", { name: "Compare" }).click();
  // Version 3 (newest, chosen) against version 2 (the one before it).
  const frames = dialog.getByTestId("version-compare").locator("iframe");
  await expect(frames).toHaveCount(2);
  await expect(frames.nth(0).contentFrame().getByText("Our spring collection is here.")).toBeVisible();
  await expect(frames.nth(1).contentFrame().getByText("Everything is 20% off until Sunday.")).toBeVisible();
  await saveScreenshot(page, "template-versions-compare", { fullPage: false });

  await dialog.getByRole("radio", { name: "Text changes" }).click();
  const diff = dialog.getByTestId("version-diff");
  await expect(diff.locator("del")).toHaveText("Our spring news");
  await expect(diff.locator("ins")).toHaveText("Spring sale: 20% off");
  await expect(diff).toContainText("Removed: <p>Our spring collection is here.</p>");
  await expect(diff).toContainText("Added: <p>Everything is 20% off until Sunday.</p>");
  await saveScreenshot(page, "template-versions-diff", { fullPage: false });

  await dialog.getByTestId("version-row").nth(2).click();
  await dialog.getByRole("button", { name: "Restore version 1" }).click();
  await page.getByRole("dialog", { name: "Restore version 1?" }).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Version 1 restored as version 4")).toBeVisible();
  await expect(status).toHaveText("Draft changes not published");
  const restored = await post("/publish");
  expect(restored).toMatchObject({ version: 4, publishedVersion: 4, subject: "Our spring news" });
  expect(restored.html).toContain("Spring news</h1>");
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the publish state, the history and the comparison read in German", async ({ page, context, request }) => {
    const { account, template, post } = await templateWithHistory(request, "versions-de", "de");
    await post("/publish");
    await openSignedIn({ page, context }, account, `/templates/${template.id}`);
    await expect(page.getByTestId("publish-status")).toHaveText("Veröffentlicht · v2");
    await page.getByRole("button", { name: "Verlauf" }).click();
    const dialog = page.getByRole("dialog", { name: "Versionsverlauf" });
    await expect(dialog.getByTestId("version-row")).toHaveCount(2);
    await dialog.getByRole("radio", { name: "Vergleichen" }).click();
    const frames = dialog.getByTestId("version-compare").locator("iframe");
    await expect(frames.nth(0).contentFrame().getByText("Spring news", { exact: true })).toBeVisible();
    await expect(frames.nth(1).contentFrame().getByText("The spring sale starts Friday")).toBeVisible();
    await saveScreenshot(page, "template-versions-compare-de", { fullPage: false });
    await dialog.getByRole("radio", { name: "Textänderungen" }).click();
    await expect(dialog.getByTestId("version-diff")).toContainText("Entfernt:");
    await saveScreenshot(page, "template-versions-diff-de", { fullPage: false });
  });
});

test("a marketer puts a template inside a layout and previews it there", async ({ page, context, request }) => {
  const { account, token } = await signedUpWithToken(request, "layouts");
  await apiPost(request, token, "/templates", {
    name: "Brand frame",
    subject: "Frame",
    kind: "layout",
    html: `<table width="600" style="font-family:Arial,sans-serif"><tr><td style="background:#0f172a;color:#fff;padding:16px 24px;font-weight:bold">Acme Outdoor</td></tr><tr><td style="padding:24px">{{ content }}</td></tr><tr><td style="padding:12px 24px;color:#64748b;font-size:12px">Acme Outdoor, 1 Trail Road · <a href="{{ unsubscribeUrl }}">Unsubscribe</a></td></tr></table>`,
  });
  const template = await apiPost(request, token, "/templates", {
    name: "Spring news",
    subject: "Our spring news",
    html: page1("Spring news", "Our spring collection is here."),
  });
  await openSignedIn({ page, context }, account, `/templates/${template.id}`);
  await page.getByRole("combobox", { name: "Layout" }).selectOption({ label: "Brand frame" });
  await expect(page.getByText("Layout chosen: Preview shows the template inside it")).toBeVisible();
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByTestId("template-preview").locator("iframe").contentFrame();
  await expect(preview.getByText("Acme Outdoor", { exact: true })).toBeVisible();
  await expect(preview.getByText("Our spring collection is here.")).toBeVisible();
  await saveScreenshot(page, "template-layout-preview", { fullPage: false });
});
