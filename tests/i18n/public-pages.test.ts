import { describe, expect, it } from "vitest";
import { GET as unsubscribePage, POST as unsubscribePost } from "@/app/api/v1/u/[token]/route";
import { GET as confirmRoute } from "@/app/api/v1/public/confirm/[token]/route";
import { createConfirmationToken } from "@/lib/services/signup/confirmation-token";
import { createUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";

// The public pages speak the team's language (Settings -> Defaults); a link that names no team,
// the browser's.

async function teamIn(locale: string) {
  const { team } = await createTestTeam("Brasserie Müller");
  await db.teamSettings.upsert({ where: { teamId: team.id }, create: { teamId: team.id, locale }, update: { locale } });
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Wochenkarte", doubleOptIn: true } });
  return { team, list };
}

const html = (headers: Record<string, string> = {}) => ({ headers: { accept: "text/html", ...headers } });

describe("public pages in the team's language", () => {
  it("unsubscribe form and outcome in German", async () => {
    const { team, list } = await teamIn("de");
    const contact = await db.contact.create({
      data: { teamId: team.id, listId: list.id, email: "ada.lovelace@example.com" },
    });
    const token = createUnsubscribeToken({ contactId: contact.id });
    const form = await callRoute(unsubscribePage, apiRequest(`/u/${token}`, html({ "accept-language": "fr" })), {
      token,
    });
    const page = await form.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("<title>Abmelden</title>");
    expect(page).toContain(
      'Keine E-Mails mehr von <strong>Brasserie Müller</strong> an <span class="address">a***e@example.com</span> erhalten?',
    );
    expect(page).toContain('<button type="submit">Abmelden</button>');

    const done = await callRoute(
      unsubscribePost,
      apiRequest(`/u/${token}`, {
        method: "POST",
        rawBody: "List-Unsubscribe=One-Click",
        headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      }),
      { token },
    );
    const outcome = await done.text();
    expect(outcome).toContain("<h1>Sie wurden abgemeldet</h1>");
    expect(outcome).toContain(
      '<span class="address">a***e@example.com</span> erhält keine Marketing-E-Mails von <strong>Brasserie Müller</strong> mehr.',
    );
  });

  it("the confirmation page in Spanish, the list name escaped", async () => {
    const { team } = await teamIn("es");
    const list = await db.mailingList.create({ data: { teamId: team.id, name: "Ofertas <VIP>", doubleOptIn: true } });
    const contact = await db.contact.create({
      data: { teamId: team.id, listId: list.id, email: "eva@example.com", status: "PENDING" },
    });
    const token = createConfirmationToken({ contactId: contact.id });
    const page = await (await callRoute(confirmRoute, apiRequest(`/public/confirm/${token}`), { token })).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain("<h1>Ya está suscrito</h1>");
    expect(page).toContain("A partir de ahora recibirá <strong>Ofertas &lt;VIP&gt;</strong>.");
  });

  it("a forged link answers in the browser's language, English by default", async () => {
    const french = await callRoute(
      unsubscribePage,
      apiRequest("/u/forged.token", html({ "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" })),
      { token: "forged.token" },
    );
    expect(french.status).toBe(404);
    const page = await french.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("<h1>Ce lien n’est pas valide</h1>");
    const english = await callRoute(
      confirmRoute,
      apiRequest("/public/confirm/nonsense", html({ "accept-language": "pt-BR" })),
      { token: "nonsense" },
    );
    expect(await english.text()).toContain("<h1>This link is not valid</h1>");
  });
});
