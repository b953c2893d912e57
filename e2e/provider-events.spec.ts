import { generateKeyPairSync } from "node:crypto";
import { accessToken, createCaptureSmtp, pickLocale } from "./support/api";
import { expect, newAccount, registerAccount, saveScreenshot, signInContext, test } from "./support/fixtures";

// A marketer who sends through SendGrid connects its event webhook (docs/contract.md section 20):
// picks the provider on the SMTP server, pastes the verification key, and copies the events URL to
// give SendGrid. The webhook itself is tested against signed requests in tests/provider-events/.

/** A verification key as SendGrid shows it: the base64 of a P-256 public key in DER. */
const sendgridVerificationKey = () =>
  generateKeyPairSync("ec", { namedCurve: "prime256v1" })
    .publicKey.export({ type: "spki", format: "der" })
    .toString("base64");

async function seed(request: Parameters<typeof registerAccount>[0], label: string, locale?: string) {
  const account = await registerAccount(request, newAccount(label));
  const token = await accessToken(request, account);
  if (locale) await pickLocale(request, token, locale);
  await createCaptureSmtp(request, token, { name: "SendGrid relay" });
  return account;
}

test("connect SendGrid's event webhook to an SMTP server and copy its events URL", async ({
  page,
  context,
  request,
}) => {
  const account = await seed(request, "provider-events");
  await signInContext(context, account);
  await page.goto("/settings/smtp");
  await page.getByRole("button", { name: "Edit SendGrid relay" }).click();
  const dialog = page.getByRole("dialog", { name: /SendGrid relay/ });
  await dialog.getByLabel("Events from").selectOption("sendgrid");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  // SendGrid's requests cannot be checked without its key: the form says so at the field.
  await expect(dialog.getByText("Paste the key the provider's requests are checked with")).toBeVisible();
  await saveScreenshot(page, "provider-events-key-required");

  await dialog.getByLabel("Verification key").fill(sendgridVerificationKey());
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Edit SendGrid relay" }).click();
  await expect(dialog.getByLabel("Events from")).toHaveValue("sendgrid");
  await expect(dialog.getByText(/\/api\/v1\/provider-events\/\w+/)).toBeVisible();
  await expect(dialog.getByText("Leave empty to keep the stored key")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copy events URL" })).toBeVisible();
  await dialog.getByText("Events URL").scrollIntoViewIfNeeded();
  await saveScreenshot(page, "provider-events-url", { fullPage: false });
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the provider events of an SMTP server read in German", async ({ page, context, request }) => {
    const account = await seed(request, "provider-events-de", "de");
    await signInContext(context, account);
    await page.goto("/settings/smtp");
    await page.getByRole("button", { name: "SendGrid relay bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: /SendGrid relay/ });
    await dialog.getByLabel("Ereignisse von").selectOption("ses");
    await dialog.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "SendGrid relay bearbeiten" }).click();
    await expect(dialog.getByText("Ereignis-URL", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/SNS-Thema/)).toBeVisible();
    await dialog.getByText("Ereignis-URL", { exact: true }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, "provider-events-url-de", { fullPage: false });
  });
});
