import { beforeAll, describe, expect, it } from "vitest";
import { GET as startersRoute } from "@/app/api/v1/templates/starters/route";
import { db } from "@/lib/db";
import { LOCALES } from "@/lib/i18n/locales";
import { STARTER_TEMPLATES, starterTemplates } from "@/lib/templates/starters";
import { send, type Credential } from "../contacts/audience-client";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { templates } from "./template-client";

// GET /templates/starters in the reader's language: the user's profile language, else the
// dashboard's cookie, else Accept-Language, else English; the markup is the same in every language.

type Starter = { id: string; name: string; description: string; subject: string; html: string };

beforeAll(() => db.$queryRaw`SELECT 1`);

async function starters(auth: Credential, headers: Record<string, string> = {}) {
  const response = await send(startersRoute, auth, "/templates/starters", { headers });
  return { status: response.status, body: (await response.json()) as { data: Starter[] } };
}

async function userWithLocale(locale: string | null) {
  const { team, user, token } = await createTestTeam();
  await db.user.update({ where: { id: user.id }, data: { locale } });
  return { team, token };
}

/** The markup without its words: tags and attributes, and the Liquid variable names in order. */
function skeleton(html: string) {
  return {
    tags: (html.match(/<[^>]+>/g) ?? []).map((tag) => tag.replace(/^<html lang="\w+">$/, "<html>")),
    variables: [...html.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]),
  };
}

describe("GET /templates/starters in the reader's language", () => {
  it("answers in the user's profile language, whatever Accept-Language says", async () => {
    const { token } = await userWithLocale("de");
    const answer = await starters(token, { "accept-language": "fr-FR,fr;q=0.9" });
    expect(answer.status).toBe(200);
    const [newsletter, announcement, plainText] = answer.body.data;
    expect(answer.body.data.map((starter) => starter.id)).toEqual([
      "newsletter",
      "announcement",
      "plain-text",
      "feed-digest",
    ]);
    expect(newsletter).toMatchObject({
      name: "Newsletter",
      subject: '{{ firstName | default: "Hallo" }}, das ist neu in diesem Monat',
    });
    expect(newsletter.description).toMatch(/monatlicher Überblick/);
    expect(newsletter.html).toContain('<html lang="de">');
    expect(newsletter.html).toContain('<h1>Hallo {{ firstName | default: "zusammen" }}, das ist neu</h1>');
    expect(newsletter.html).toContain("Weiterlesen &rarr;");
    expect(newsletter.html).toContain('{{ team.name | default: "Ihr Unternehmen" }}');
    expect(newsletter.html).toContain('<a href="{{ unsubscribeUrl }}">Abmelden</a>');
    expect(announcement.name).toBe("Ankündigung");
    expect(plainText.name).toBe("Nur Text");
    for (const starter of answer.body.data) {
      expect(starter.html).not.toMatch(/Read more|Your company|Unsubscribe|default: "there"|Hi \{\{/);
      expect(starter.subject).not.toMatch(/\b(news|note|new this month)\b/);
    }
  });

  it("goes by Accept-Language when the user has no language (French, Spanish), and for API keys", async () => {
    const { token } = await userWithLocale(null);
    const french = await starters(token, { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" });
    expect(french.body.data[0].html).toContain('Bonjour {{ firstName | default: "à tous" }}');
    expect(french.body.data[0].html).toContain("Lire la suite &rarr;");
    expect(french.body.data[1].name).toBe("Annonce");

    const { team } = await createTestTeam();
    const key = { apiKey: await createTestApiKey(team.id, ["templates:read"]) };
    const spanish = await starters(key, { "accept-language": "es-ES,es;q=0.9" });
    expect(spanish.body.data.map((starter) => starter.name)).toEqual([
      "Boletín",
      "Anuncio",
      "Texto sin formato",
      "Resumen del feed",
    ]);
    expect(spanish.body.data[2].html).toContain('Hola {{ firstName | default: "a todos" }}:');
    expect(spanish.body.data[2].html).toContain("Darse de baja");
  });

  it("takes the dashboard's cookie before Accept-Language when the profile has no language", async () => {
    const { token } = await userWithLocale(null);
    const answer = await starters(token, { cookie: "sendwell-locale=es", "accept-language": "de" });
    expect(answer.body.data[1].name).toBe("Anuncio");
  });

  it("keeps English unchanged: English users, unsupported and missing Accept-Language", async () => {
    const english = await starters((await userWithLocale("en")).token, { "accept-language": "de" });
    const unsupported = await starters((await userWithLocale(null)).token, { "accept-language": "ja-JP,ja;q=0.9" });
    const none = await starters((await userWithLocale(null)).token);
    for (const answer of [english, unsupported, none]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: JSON.parse(JSON.stringify(STARTER_TEMPLATES)) });
    }
    expect(english.body.data[0].html).toContain('<h1>Hi {{ firstName | default: "there" }}, here is what\'s new</h1>');
    expect(english.body.data[0].subject).toBe('{{ firstName | default: "Hi" }}, here is what\'s new this month');
  });

  it("has the same markup and Liquid variables in every language, only the words differ", () => {
    const english = starterTemplates("en");
    for (const locale of LOCALES) {
      const translated = starterTemplates(locale);
      expect(translated.map((starter) => starter.id)).toEqual(english.map((starter) => starter.id));
      translated.forEach((starter, index) => {
        expect(skeleton(starter.html)).toEqual(skeleton(english[index].html));
        expect(skeleton(starter.subject).variables).toEqual(skeleton(english[index].subject).variables);
        if (locale !== "en") expect(starter.html).not.toBe(english[index].html);
      });
    }
  });

  it("renders a German starter through the template renderer without Liquid errors", async () => {
    const { token } = await userWithLocale("de");
    for (const starter of (await starters(token)).body.data) {
      const created = await templates.create(token, {
        name: starter.name,
        subject: starter.subject,
        html: starter.html,
      });
      expect(created.status).toBe(201);
      const rendered = await templates.render(token, created.body.id);
      expect(rendered.status).toBe(200);
      expect(rendered.body.missingVariables).toEqual([]);
      expect(rendered.body.html).toContain("Hallo Jane");
      expect(rendered.body.text).toMatch(/Abmelden \[http/);
      expect(rendered.body.text).not.toMatch(/\{\{|\{%/);
      const nameless = await templates.render(token, created.body.id, { data: { firstName: "" } });
      expect(nameless.status).toBe(200);
      expect(nameless.body.html).toContain("Hallo zusammen");
    }
  });
});
