import { button, emailLayout } from "./email-layout";

const ACCENT = "#0f766e";

export const announcementStarter = {
  id: "announcement",
  name: "Announcement",
  description: "One big message: a coloured banner, a short explanation, key points and a button.",
  subject: "Big news, {{ firstName | default: \"friend\" }}: something new is here",
  html: emailLayout({
    title: "Announcement",
    preheader: "Something new is here, and we think you will love it.",
    accent: ACCENT,
    canvas: "#ecfdf5",
    body: `        <tr>
          <td class="card">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
              <tr>
                <td align="center" style="background-color: ${ACCENT}; border-radius: 8px 8px 0 0; padding: 40px 24px; font-family: Helvetica, Arial, sans-serif; color: #ffffff;">
                  <p style="margin: 0 0 8px 0; font-size: 13px; letter-spacing: 2px; text-transform: uppercase; color: #ccfbf1;">Announcement</p>
                  <p style="margin: 0; font-size: 30px; line-height: 1.2; font-weight: bold; color: #ffffff;">Introducing something new</p>
                </td>
              </tr>
              <tr>
                <td class="content">
                  <p>Hi {{ firstName | default: "there" }},</p>
                  <p>We have been working on this for months, and today it is ready for you. Here is what it means for {{ contact.company | default: "your team" }}:</p>
                  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin: 0 0 24px 0;">
                    <tr>
                      <td class="stack" width="33%" valign="top" style="padding: 8px;"><strong>Simpler</strong><br><span class="muted">Fewer steps for the work you do every day.</span></td>
                      <td class="stack" width="33%" valign="top" style="padding: 8px;"><strong>Faster</strong><br><span class="muted">Results in seconds, not minutes.</span></td>
                      <td class="stack" width="33%" valign="top" style="padding: 8px;"><strong>Included</strong><br><span class="muted">Available on your plan today, at no extra cost.</span></td>
                    </tr>
                  </table>
                  ${button("See what's new", "https://example.com")}
                  <p class="muted" style="margin: 24px 0 0 0;">Questions? Just reply to this email, we read every message.</p>
                </td>
              </tr>
            </table>
          </td>
        </tr>`,
  }),
};
