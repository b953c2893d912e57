import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { startSystemSmtpPeer } from "../helpers/system-smtp-peer";

// The double opt-in mail speaks the contact's language, else the team's (Settings -> Defaults),
// like the confirmation page its link opens.
const smtp = await startSystemSmtpPeer();
const { POST: subscribeRoute } = await import("@/app/api/v1/public/lists/[listId]/subscribe/route");
const { db } = await import("@/lib/db");
const { apiRequest, callRoute } = await import("../helpers/http");
const { createTestTeam } = await import("../helpers/teams");

beforeAll(() => db.$queryRaw`SELECT 1`);

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const CONFIRM_LINK = /http:\/\/\S+\/api\/v1\/public\/confirm\/[A-Za-z0-9_.-]+/;

/** A double opt-in list "Engine Notes" of a team whose public pages speak `locale`. */
async function doubleOptInList(locale: string) {
  const { team } = await createTestTeam("Analytical Engines");
  await db.teamSettings.upsert({ where: { teamId: team.id }, create: { teamId: team.id, locale }, update: { locale } });
  return db.mailingList.create({ data: { teamId: team.id, name: "Engine Notes", doubleOptIn: true } });
}

/** Signs `email` up (with no Accept-Language) and answers the confirmation mail and its link. */
async function signUp(listId: string, json: Record<string, unknown>) {
  const response = await callRoute(
    subscribeRoute,
    apiRequest(`/public/lists/${listId}/subscribe`, { method: "POST", json }),
    { listId },
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "pending_confirmation" });
  const mail = await smtp.mailTo(json.email as string);
  const link = mail.text?.match(CONFIRM_LINK)?.[0];
  expect(link, mail.text).toBeDefined();
  expect(mail.html).toContain(link);
  return { mail, link: link! };
}

describe("double opt-in confirmation mail language", () => {
  it("is German for a contact whose language is de, in an English team", async () => {
    const list = await doubleOptInList("en");
    const email = uniqueEmail("ada");
    const { mail, link } = await signUp(list.id, { email, language: "de" });
    expect(mail.subject).toBe("Bestätigen Sie Ihr Abonnement von Engine Notes");
    expect(mail.html).toContain(`>Abonnement bestätigen</a>`);
    expect(mail.html).toContain("<strong>Engine Notes</strong>");
    expect(mail.text).toContain(
      `Bitte bestätigen Sie, dass Sie „Engine Notes“ von Analytical Engines an ${email} erhalten möchten:\n\n${link}\n`,
    );
    expect(mail.text).toContain("Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach");
    expect(mail.html).not.toContain("Confirm subscription");
    expect(mail.text).not.toContain("Please confirm");
  });

  it("is French for a contact without a language in a French team", async () => {
    const list = await doubleOptInList("fr");
    const email = uniqueEmail("blaise");
    const { mail, link } = await signUp(list.id, { email });
    expect((await db.contact.findFirstOrThrow({ where: { listId: list.id } })).language).toBeNull();
    expect(mail.subject).toBe("Confirmez votre abonnement à Engine Notes");
    expect(mail.html).toContain(`>Confirmer l’abonnement</a>`);
    expect(mail.text).toContain(
      `Veuillez confirmer que vous souhaitez recevoir « Engine Notes » de Analytical Engines à l’adresse ${email} :\n\n${link}\n`,
    );
    expect(mail.text).toContain("Si vous ne vous êtes pas inscrit, ignorez cet e-mail : vous ne serez pas abonné.");
  });

  it("stays English, word for word, for a contact without a language in an English team", async () => {
    const list = await doubleOptInList("en");
    const email = uniqueEmail("charles");
    const { mail, link } = await signUp(list.id, { email });
    expect(mail.subject).toBe("Confirm your subscription to Engine Notes");
    expect(mail.html).toContain(`>Confirm subscription</a>`);
    expect(mail.html).toContain(
      `Please confirm that you want to receive <strong>Engine Notes</strong> from Analytical Engines at ${email}.`,
    );
    expect(mail.text?.trim()).toBe(
      [
        `Please confirm that you want to receive "Engine Notes" from Analytical Engines at ${email}:`,
        "",
        link,
        "",
        "If you did not sign up, ignore this email: you will not be subscribed.",
      ].join("\n"),
    );
  });

  it("carries the team's branding: its name and logo above, its colour on the button", async () => {
    const list = await doubleOptInList("de");
    const branding = await db.branding.create({
      data: { dashboardName: "Engine Post", logoUrl: "https://cdn.engines.test/logo.png", primaryColor: "#b45309" },
    });
    await db.teamSettings.update({ where: { teamId: list.teamId }, data: { brandingSettingsId: branding.id } });
    const { mail } = await signUp(list.id, { email: uniqueEmail("branded") });
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('<img src="https://cdn.engines.test/logo.png" alt="Engine Post"');
    expect(mail.html).toContain("background:#b45309");
    expect(mail.html).toContain("von Engine Post");
  });

  it("escapes the list name in the HTML part and keeps it as typed in the text part", async () => {
    const { team } = await createTestTeam("Analytical Engines");
    await db.teamSettings.upsert({
      where: { teamId: team.id },
      create: { teamId: team.id, locale: "es" },
      update: { locale: "es" },
    });
    const list = await db.mailingList.create({ data: { teamId: team.id, name: "<Notes & Gears>", doubleOptIn: true } });
    const email = uniqueEmail("luigi");
    const { mail } = await signUp(list.id, { email });
    expect(mail.subject).toBe("Confirme su suscripción a <Notes & Gears>");
    expect(mail.html).toContain("<strong>&lt;Notes &amp; Gears&gt;</strong>");
    expect(mail.html).toContain(">Confirmar suscripción</a>");
    expect(mail.text).toContain("Confirme que desea recibir «<Notes & Gears>» de Analytical Engines en");
  });
});
