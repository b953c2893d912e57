import { button, emailLayout } from "./email-layout";

const ACCENT = "#4f46e5";

const story = (title: string, text: string) => `
              <tr>
                <td class="content" style="padding-top: 0;">
                  <h2>${title}</h2>
                  <p>${text}</p>
                  <p style="margin: 0;"><a href="https://example.com/blog">Read more &rarr;</a></p>
                </td>
              </tr>`;

export const newsletterStarter = {
  id: "newsletter",
  name: "Newsletter",
  description: "A monthly digest: a header, an introduction, three stories and a call to action.",
  subject: "{{ firstName | default: \"Hi\" }}, here is what's new this month",
  html: emailLayout({
    title: "Monthly newsletter",
    preheader: "Three things we shipped this month, and what comes next.",
    accent: ACCENT,
    body: `        <tr>
          <td style="padding: 0 0 16px 0; font-family: Helvetica, Arial, sans-serif; font-size: 20px; font-weight: bold; color: ${ACCENT};" align="left">
            {{ team.name | default: "Your company" }}
          </td>
        </tr>
        <tr>
          <td class="card">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
              <tr>
                <td class="content">
                  <p class="muted" style="margin-bottom: 8px;">Monthly newsletter</p>
                  <h1>Hi {{ firstName | default: "there" }}, here is what's new</h1>
                  <p>Every month we gather the updates that matter most to you. Here are this month's highlights.</p>
                </td>
              </tr>
              <tr><td style="padding: 0 40px;"><div class="divider">&nbsp;</div></td></tr>
              <tr><td style="height: 24px; font-size: 0; line-height: 0;">&nbsp;</td></tr>${story(
                "A faster dashboard",
                "Pages now load twice as fast, and your reports refresh in the background while you work.",
              )}
              <tr><td style="height: 24px; font-size: 0; line-height: 0;">&nbsp;</td></tr>${story(
                "New integrations",
                "Connect your favourite tools in a couple of clicks and keep your data in sync automatically.",
              )}
              <tr><td style="height: 24px; font-size: 0; line-height: 0;">&nbsp;</td></tr>${story(
                "Tips from the team",
                "Our support team shares five small habits that save our customers an hour every week.",
              )}
              <tr>
                <td class="content" align="left">
                  ${button("Explore what's new", "https://example.com")}
                </td>
              </tr>
            </table>
          </td>
        </tr>`,
  }),
};
