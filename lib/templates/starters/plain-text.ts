import { emailLayout } from "./email-layout";

export const plainTextStarter = {
  id: "plain-text",
  name: "Plain text",
  description: "A personal note that reads like an email from a colleague: no images, no banner.",
  subject: "A quick note for you, {{ firstName | default: \"there\" }}",
  html: emailLayout({
    title: "A quick note",
    preheader: "A short personal note from our team.",
    accent: "#2563eb",
    canvas: "#ffffff",
    body: `        <tr>
          <td class="content" style="padding: 16px 8px;">
            <p>Hi {{ firstName | default: "there" }},</p>
            <p>I wanted to write to you personally to thank you for being with us. Over the last few weeks we have listened to a lot of feedback, and it shaped what we are building next.</p>
            <p>If there is anything we could do better, simply reply to this email. It comes straight to my inbox.</p>
            <p>All the best,<br>The {{ team.name | default: "team" }} team</p>
          </td>
        </tr>
        <tr><td style="padding: 0 8px;"><div class="divider">&nbsp;</div></td></tr>`,
  }),
};
