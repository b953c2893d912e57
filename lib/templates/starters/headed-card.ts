/** What a starter with a team header and one card says above its own rows. */
export type HeadedCardTexts = {
  /** The header line's fallback; the header keeps `{{ team.name | default: "..." }}`. */
  company: string;
  /** The small line above the heading (may hold Liquid). */
  kicker: string;
  heading: string;
  intro: string;
};

/**
 * The body of a starter laid out as the team's name in `accent` over one white card: the kicker,
 * heading and intro, a divider, then `rows` (the starter's own table rows, each on a new line).
 * Shared by the newsletter and the feed digest.
 */
export function headedCard(accent: string, { company, kicker, heading, intro }: HeadedCardTexts, rows: string) {
  return `        <tr>
          <td style="padding: 0 0 16px 0; font-family: Helvetica, Arial, sans-serif; font-size: 20px; font-weight: bold; color: ${accent};" align="left">
            {{ team.name | default: "${company}" }}
          </td>
        </tr>
        <tr>
          <td class="card">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
              <tr>
                <td class="content">
                  <p class="muted" style="margin-bottom: 8px;">${kicker}</p>
                  <h1>${heading}</h1>
                  <p>${intro}</p>
                </td>
              </tr>
              <tr><td style="padding: 0 40px;"><div class="divider">&nbsp;</div></td></tr>${rows}
            </table>
          </td>
        </tr>`;
}
