"use client";

import { useTranslations } from "next-intl";
import { SettingsSection } from "@/components/settings/settings-section";
import { CodeBlock } from "./code-block";

// The key is the secret's UTF-8 bytes, so the snippet encodes it and passes format "raw": given a
// plain string, the library would base64-decode it instead.
const NODE_SNIPPET = `import express from "express";
import { Webhook } from "standardwebhooks";

// The signing secret you saved with the webhook in Sendwell.
const webhook = new Webhook(new TextEncoder().encode(process.env.SENDWELL_WEBHOOK_SECRET), { format: "raw" });

const app = express();

// Keep the raw body: the signature covers it byte for byte.
app.post("/webhooks/sendwell", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    // Throws unless webhook-signature matches and webhook-timestamp is within 5 minutes.
    event = webhook.verify(req.body, req.headers);
  } catch {
    return res.status(400).send("invalid signature");
  }
  // webhook-id stays the same on retries: use it to skip duplicates.
  console.log(req.headers["webhook-id"], event.type, event.data);
  res.sendStatus(204); // answer 2xx within 10 seconds
});

app.listen(3000);
`;

/** How a receiver checks that a delivery came from Sendwell, in Node with `standardwebhooks`. */
export function VerifySignatures() {
  const t = useTranslations("webhooks.verify");
  return (
    <SettingsSection
      title={t("title")}
      description={t.rich("description", {
        link: (chunks) => (
          <a
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
            href="https://www.standardwebhooks.com/"
            target="_blank"
            rel="noreferrer"
          >
            {chunks}
          </a>
        ),
        code: (chunks) => <code className="font-mono text-[13px]">{chunks}</code>,
      })}
    >
      <CodeBlock code={NODE_SNIPPET} language="Node.js" label={t("codeLabel")} />
      <p className="mt-3 text-[13px] leading-5 text-slate-500">{t("retries")}</p>
    </SettingsSection>
  );
}
