import { fileURLToPath } from "node:url";
import { expect, newAccount, registerAccount, saveScreenshot, signInContext, test } from "./support/fixtures";

// The media library: images and documents the team keeps for its emails.

const BANNER_PNG = fileURLToPath(new URL("fixtures/spring-banner.png", import.meta.url));

test("a marketer uploads an image, copies its link and deletes it", async ({ page, context, request }) => {
  const account = await registerAccount(request, newAccount("media"));
  await signInContext(context, account);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/contacts/media");
  await expect(page.getByRole("link", { name: "Media library" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Upload your first files" })).toBeVisible();

  // Over 10 MiB is refused in the browser, before any upload.
  await page
    .getByLabel("Choose files to upload")
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  const refused = page.getByTestId("upload-item").filter({ hasText: "huge.png" });
  await expect(refused).toHaveAttribute("data-state", "failed");
  await expect(refused).toContainText("files are limited to 10 MiB");
  await refused.getByRole("button", { name: "Dismiss huge.png" }).click();

  await page.getByLabel("Choose files to upload").setInputFiles(BANNER_PNG);
  const card = page.getByTestId("media-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("spring-banner.png");
  await expect(card).toContainText("PNG image");
  // The thumbnail is the image itself, served through its signed link.
  const thumbnail = card.getByRole("img", { name: "spring-banner.png" });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  await expect(thumbnail).toHaveAttribute("src", /\/api\/v1\/files\/[^/]+\/download\?expires=\d+&signature=/);

  await card.getByRole("button", { name: "Copy link to spring-banner.png" }).click();
  await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // An image's copied link is its permanent one, the link to put in email content.
  expect(copied).toMatch(/\/api\/v1\/public\/images\/[\w-]+\.[\w-]+$/);
  expect((await page.request.get(copied)).status()).toBe(200);
  await saveScreenshot(page, "media-library");

  await card.getByRole("button", { name: "Delete spring-banner.png" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete “spring-banner.png”?" });
  await dialog.getByRole("button", { name: "Delete file" }).click();
  await expect(page.getByTestId("toast")).toContainText("File deleted");
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload your first files" })).toBeVisible();
  await saveScreenshot(page, "media-library-empty");
});
