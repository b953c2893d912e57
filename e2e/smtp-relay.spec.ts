import nodemailer from "nodemailer";
import { apiPost, createCaptureSmtp, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test, uniqueEmail } from "./support/fixtures";
import { E2E_RELAY_PORT } from "./support/relay-port";

// A developer reads Settings -> SMTP relay, points an app (nodemailer here) at it with an API key,
// and finds the message, with its attachment, under Emails.

test("connect an app over SMTP and see its message with its attachment under Emails", async ({
  page,
  context,
  request,
}) => {
  const { account, token } = await signedUpWithToken(request, "relay");
  await createCaptureSmtp(request, token);
  const { key } = await apiPost<{ id: string; key: string }>(request, token, "/api-keys", {
    name: "Shop app",
    permissions: ["emails:send", "emails:read"],
  });

  await openSignedIn({ page, context }, account, "/settings/smtp-relay");
  await expect(page.getByRole("heading", { name: "SMTP relay" })).toBeVisible();
  await expect(page.getByText("127.0.0.1", { exact: true })).toBeVisible();
  await expect(page.getByText(String(E2E_RELAY_PORT), { exact: true })).toBeVisible();
  await expect(page.getByText(`smtp://sendwell:<API key>@127.0.0.1:${E2E_RELAY_PORT}`)).toBeVisible();
  await saveScreenshot(page, "smtp-relay-settings");

  const to = uniqueEmail("relay-customer");
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: E2E_RELAY_PORT,
    secure: false,
    ignoreTLS: true,
    auth: { user: "sendwell", pass: key },
  });
  await transport.sendMail({
    from: "Acme Shop <shop@acme.test>",
    to,
    subject: "Your invoice #1042",
    html: "<h1>Thanks for your order</h1><p>Your invoice is attached.</p>",
    attachments: [
      { filename: "invoice-1042.pdf", content: Buffer.from("%PDF-1.4 invoice"), contentType: "application/pdf" },
    ],
  });

  await page.goto("/emails");
  await page.getByTestId("email-row").filter({ hasText: "Your invoice #1042" }).click();
  await expect(page.getByRole("heading", { name: "Your invoice #1042" })).toBeVisible();
  const attachments = page.getByRole("list", { name: "Attachments" });
  await expect(attachments).toContainText("invoice-1042.pdf");
  await expect(attachments).toContainText("application/pdf");
  await saveScreenshot(page, "email-detail-attachments");
});
