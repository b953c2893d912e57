import { beforeAll, describe, expect, it } from "vitest";
import { GET as confirmRoute } from "@/app/api/v1/public/confirm/[token]/route";
import { POST as subscribeRoute } from "@/app/api/v1/public/lists/[listId]/subscribe/route";
import { GET as unsubscribePage, POST as unsubscribePost } from "@/app/api/v1/u/[token]/route";
import { db } from "@/lib/db";
import { createConfirmationToken } from "@/lib/services/signup/confirmation-token";
import { createUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { importCsv, listContacts, teamWithList } from "../imports/import-client";
import { contacts, createList, lists, newTeamContact, validationError } from "./audience-client";

// A contact's `language` (issue 24): one Sendwell speaks (en, de, fr, es), stored as its lower-case
// base tag, on create, update, get, list, export and CSV import; its unsubscribe, confirmation and
// signup pages speak it, else the team's language.

beforeAll(() => db.$queryRaw`SELECT 1`);

const UNSUPPORTED = "is not a supported language (en, de, fr, es)";

describe("contact language", () => {
  it("is stored as its base tag on create, shown by get and list, changed and cleared by PATCH", async () => {
    const { token, list, created } = await newTeamContact({ email: "lang@example.com", language: "de-CH" });
    expect(created.status).toBe(201);
    expect(created.body.language).toBe("de");
    expect((await contacts.create(token, { email: "none@example.com", listId: list.id })).body.language).toBeNull();
    expect(
      (await contacts.create(token, { email: "upper@example.com", listId: list.id, language: " FR " })).body.language,
    ).toBe("fr");

    expect((await contacts.get(token, created.body.id)).body.language).toBe("de");
    const listed = await contacts.list(token, `?listId=${list.id}`);
    expect(
      listed.body.data.map((contact: { email: string; language: string | null }) => [contact.email, contact.language]),
    ).toEqual(
      expect.arrayContaining([
        ["lang@example.com", "de"],
        ["none@example.com", null],
        ["upper@example.com", "fr"],
      ]),
    );

    expect((await contacts.patch(token, created.body.id, { language: "es_MX" })).body.language).toBe("es");
    expect((await contacts.patch(token, created.body.id, { language: "" })).body.language).toBeNull();
    expect((await contacts.patch(token, created.body.id, { language: "EN" })).body.language).toBe("en");
    expect((await contacts.patch(token, created.body.id, { language: null })).body.language).toBeNull();

    const csv = await (await lists.export(token, list.id)).text();
    const [header, ...rows] = csv.split("\r\n");
    expect(header).toContain(",twitter,timezone,language,status,");
    expect(rows.find((row) => row.startsWith("upper@example.com"))).toContain(",fr,ACTIVE,");
  });

  it.each([
    ["pt", UNSUPPORTED],
    ["pt-BR", UNSUPPORTED],
    ["deutsch", UNSUPPORTED],
    ["-de", UNSUPPORTED],
    [42, "must be a string"],
  ])("refuses %j with 400 and the field's message, on create and on update", async (value, message) => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    expect(await contacts.create(token, { email: "bad-lang@example.com", listId: list.id, language: value })).toEqual({
      status: 400,
      body: validationError({ language: message }),
    });
    const contact = (await contacts.create(token, { email: "ok-lang@example.com", listId: list.id, language: "fr" }))
      .body;
    expect(await contacts.patch(token, contact.id, { language: value })).toEqual({
      status: 400,
      body: validationError({ language: message }),
    });
    expect((await contacts.get(token, contact.id)).body.language).toBe("fr");
  });

  it("the exact 400 body", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    expect(await contacts.create(token, { email: "x@example.com", listId: list.id, language: "it" })).toEqual({
      status: 400,
      body: {
        error: "validation_error",
        message: "Invalid body",
        code: "VALIDATION_ERROR",
        details: { language: "is not a supported language (en, de, fr, es)" },
        timestamp: expect.any(String),
      },
    });
  });

  it("CSV import: a language column (by its name or a common alias) maps onto the field; a cell naming no supported language is left empty", async () => {
    const { token, list } = await teamWithList();
    await db.contact.create({
      data: { teamId: list.teamId, listId: list.id, email: "kept@example.com", language: "es" },
    });
    const csv =
      "Email,Sprache\nann@example.com,de-AT\nbo@example.com,Klingonisch\nkept@example.com,\ncy@example.com,FR\n";

    const finished = await importCsv({ token }, list.id, csv);

    expect(finished).toMatchObject({ status: "COMPLETED", processed: 4, skipped: 0 });
    expect(finished.fieldsMap).toEqual({ Email: "email", Sprache: "language" });
    expect((await listContacts(list.id)).map((contact) => [contact.email, contact.language])).toEqual([
      ["ann@example.com", "de"],
      ["bo@example.com", null],
      ["cy@example.com", "fr"],
      ["kept@example.com", "es"],
    ]);

    for (const header of ["language", "Language", "locale", "langue", "idioma"]) {
      const other = await teamWithList();
      const imported = await importCsv(
        { token: other.token },
        other.list.id,
        `email,${header}\ndee@example.com,es-ES\n`,
      );
      expect(imported.fieldsMap).toEqual({ email: "email", [header]: "language" });
      expect((await listContacts(other.list.id))[0].language).toBe("es");
    }

    const explicit = await importCsv({ token }, list.id, "address,spoken\ndee@example.com,en-GB\n", {
      address: "email",
      spoken: "language",
    });
    expect(explicit.fieldsMap).toEqual({ address: "email", spoken: "language" });
    expect((await db.contact.findFirst({ where: { listId: list.id, email: "dee@example.com" } }))?.language).toBe("en");
  });
});

// ---------------------------------------------------------------------------------------------
// Public pages: the contact's language, else the team's.

async function englishTeam() {
  const { team } = await createTestTeam("Brasserie Müller");
  await db.teamSettings.upsert({
    where: { teamId: team.id },
    create: { teamId: team.id, locale: "en" },
    update: { locale: "en" },
  });
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Wochenkarte" } });
  return { team, list };
}

const html = { accept: "text/html", "accept-language": "fr-FR,fr;q=0.9" };

async function unsubscribePages(contactId: string) {
  const token = createUnsubscribeToken({ contactId });
  const form = await (await callRoute(unsubscribePage, apiRequest(`/u/${token}`, { headers: html }), { token })).text();
  const request = apiRequest(`/u/${token}`, {
    method: "POST",
    rawBody: "List-Unsubscribe=One-Click",
    headers: { ...html, "content-type": "application/x-www-form-urlencoded" },
  });
  const done = await (await callRoute(unsubscribePost, request, { token })).text();
  return { form, done };
}

async function confirmationPage(contactId: string) {
  const token = createConfirmationToken({ contactId });
  return (await callRoute(confirmRoute, apiRequest(`/public/confirm/${token}`, { headers: html }), { token })).text();
}

function subscribeForm(listId: string, fields: Record<string, string>, acceptLanguage?: string) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" };
  if (acceptLanguage) headers["accept-language"] = acceptLanguage;
  const request = apiRequest(`/public/lists/${listId}/subscribe`, {
    method: "POST",
    rawBody: new URLSearchParams(fields).toString(),
    headers,
  });
  return callRoute(subscribeRoute, request, { listId });
}

describe("public pages in the contact's language", () => {
  it("unsubscribe and confirmation pages answer in German for a German contact of an English team", async () => {
    const { team, list } = await englishTeam();
    const contact = await db.contact.create({
      data: { teamId: team.id, listId: list.id, email: "ada.lovelace@example.com", language: "de" },
    });
    const { form, done } = await unsubscribePages(contact.id);
    expect(form).toContain('<html lang="de">');
    expect(form).toContain("<title>Abmelden</title>");
    expect(form).toContain('<button type="submit">Abmelden</button>');
    expect(done).toContain("<h1>Sie wurden abgemeldet</h1>");

    const pending = await db.contact.create({
      data: { teamId: team.id, listId: list.id, email: "eva@example.com", status: "PENDING", language: "de" },
    });
    const confirmed = await confirmationPage(pending.id);
    expect(confirmed).toContain('<html lang="de">');
    expect(confirmed).toContain("<h1>Ihr Abonnement ist bestätigt</h1>");
    expect(confirmed).toContain("Sie erhalten ab jetzt <strong>Wochenkarte</strong>.");
  });

  it("a contact without a language gets the team's language, not the browser's", async () => {
    const { team, list } = await englishTeam();
    const contact = await db.contact.create({ data: { teamId: team.id, listId: list.id, email: "bob@example.com" } });
    const { form, done } = await unsubscribePages(contact.id);
    expect(form).toContain('<html lang="en">');
    expect(form).toContain('<button type="submit">Unsubscribe</button>');
    expect(done).toContain('<html lang="en">');
    expect(done).toContain("<h1>You&#39;ve been unsubscribed</h1>");

    const pending = await db.contact.create({
      data: { teamId: team.id, listId: list.id, email: "cy@example.com", status: "PENDING" },
    });
    const confirmed = await confirmationPage(pending.id);
    expect(confirmed).toContain('<html lang="en">');
    expect(confirmed).toContain("<h1>You&#39;re subscribed</h1>");
  });

  it("signup form: the `language` field, else the browser's language, sets a new contact's language and its thank-you page", async () => {
    const { list } = await englishTeam();
    const byField = await subscribeForm(list.id, { email: "field@example.com", language: "de-CH" }, "fr-FR,fr;q=0.9");
    expect(byField.status).toBe(200);
    const fieldPage = await byField.text();
    expect(fieldPage).toContain('<html lang="de">');
    expect(fieldPage).toContain("Danke für Ihre Anmeldung");

    const byBrowser = await subscribeForm(list.id, { email: "browser@example.com" }, "es-MX,es;q=0.9,en;q=0.5");
    expect(await byBrowser.text()).toContain('<html lang="es">');

    // An unsupported field value is ignored (the browser's applies), not a refused signup.
    const unsupported = await subscribeForm(list.id, { email: "other@example.com", language: "pt-BR" }, "fr");
    expect(unsupported.status).toBe(200);
    expect(await unsupported.text()).toContain('<html lang="fr">');

    const neither = await subscribeForm(list.id, { email: "neither@example.com" }, "pt-BR");
    expect(await neither.text()).toContain('<html lang="en">');

    expect((await listContacts(list.id)).map((contact) => [contact.email, contact.language])).toEqual([
      ["browser@example.com", "es"],
      ["field@example.com", "de"],
      ["neither@example.com", null],
      ["other@example.com", "fr"],
    ]);
  });

  it("signup of an existing contact: the form's language replaces its own, the browser's does not", async () => {
    const { team, list } = await englishTeam();
    await db.contact.create({
      data: { teamId: team.id, listId: list.id, email: "back@example.com", status: "UNSUBSCRIBED", language: "fr" },
    });
    const again = await subscribeForm(list.id, { email: "back@example.com" }, "de");
    expect(await again.text()).toContain('<html lang="fr">');
    expect((await db.contact.findFirst({ where: { listId: list.id, email: "back@example.com" } }))?.language).toBe(
      "fr",
    );

    await db.contact.updateMany({
      where: { listId: list.id, email: "back@example.com" },
      data: { status: "UNSUBSCRIBED" },
    });
    // Someone who left changes nothing by signing up again, the language neither, until the mailed
    // confirmation (lib/services/signup/subscribe-to-list.ts).
    await subscribeForm(list.id, { email: "back@example.com", language: "es" }, "de");
    expect((await db.contact.findFirst({ where: { listId: list.id, email: "back@example.com" } }))?.language).toBe(
      "fr",
    );
  });
});
