import { afterAll, expect } from "vitest";
import { createTestTeam } from "../helpers/teams";
import { seenBodies } from "./email-client";
import { SMTP_PASSWORD, smtpConfigFor } from "./fixtures";
import { type ScriptedPeer, useScriptedPeerAndBoss } from "./send-job-harness";

// The set-up of the POST /email files (send-email.test.ts, send-email-refused.test.ts): the scripted SMTP
// peer and pg-boss, a team with an SMTP configuration pointing at the peer, and the template both use.

/**
 * Registers the file's hooks: the peer and the boss, and at the end the check that no answer showed the
 * SMTP password (docs/contract.md section 1: it is write-only), over more than `minAnswers` answers so that
 * the check means something. `peer` is there once the hooks have run.
 */
export function useSendEmailPeer(minAnswers: number) {
  let peer: ScriptedPeer;
  useScriptedPeerAndBoss((started) => (peer = started));
  afterAll(() => {
    expect(seenBodies.length).toBeGreaterThan(minAnswers);
    for (const body of seenBodies) expect(body).not.toContain(SMTP_PASSWORD);
  });

  async function teamWithSmtp() {
    const { team, token, user } = await createTestTeam();
    const smtp = await smtpConfigFor(team.id, { port: peer.port });
    return { team, token, user, smtp };
  }

  return {
    get peer() {
      return peer;
    },
    teamWithSmtp,
  };
}

export const TEMPLATE_HTML = `<!doctype html><html><head><style>p { color: #333; }</style></head><body>
<p>Hello {{ firstName }} from {{ company }}, your plan is {{ metadata.plan }} and your code {{ code }}.</p>
<a href="https://example.com/offer?x=1&amp;y=2">See the offer</a>
<a href="mailto:help@acme.test">Write to us</a>
<a href="{{ unsubscribeUrl }}">Unsubscribe</a>
</body></html>`;

export function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, "&"));
}
