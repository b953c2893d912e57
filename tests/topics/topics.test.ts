import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { validationError } from "../contacts/audience-client";
import { campaigns } from "../campaigns/campaign-client";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { topics } from "./topic-client";

// Topics and each contact's topic state (docs/contract.md section 21) through the route handlers,
// with the bad input issue 43 names: unknown and foreign ids, a list of another team, a
// defaultSubscription outside its two values.

const TOPIC_NOT_FOUND = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Topic not found");

async function contactOf(teamId: string, email = uniqueEmail("reader")) {
  const list = await db.mailingList.create({ data: { teamId, name: "Readers" } });
  const contact = await db.contact.create({ data: { teamId, listId: list.id, email, status: "ACTIVE" } });
  return { list, contact };
}

describe("/topics", () => {
  it("creates, reads, lists, updates and deletes a topic", async () => {
    const { team, token } = await createTestTeam();
    const created = await topics.create(token, { name: "  Product news ", description: "Monthly" });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(String),
        teamId: team.id,
        name: "Product news",
        description: "Monthly",
        defaultSubscription: "opt_out",
        isPublic: true,
        isDeleted: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const id = created.body.id;
    const events = await topics.create(token, { name: "Events", defaultSubscription: "opt_in", isPublic: false });
    expect(events.body).toMatchObject({ defaultSubscription: "opt_in", isPublic: false, description: null });
    expect((await topics.get(token, id)).body).toEqual(created.body);
    const listed = await topics.list(token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((topic: { name: string }) => topic.name)).toEqual(["Events", "Product news"]);
    expect(listed.body.pagination).toEqual({ page: 1, limit: 50, total: 2 });

    const updated = await topics.update(token, id, { defaultSubscription: "opt_in", description: null });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, defaultSubscription: "opt_in", description: null, name: "Product news" });
    const deleted = await topics.remove(token, id);
    expect(deleted).toMatchObject({ status: 200, body: { id, isDeleted: true } });
    expect(await topics.get(token, id)).toEqual({ status: 404, body: TOPIC_NOT_FOUND });
    expect((await topics.list(token)).body.pagination.total).toBe(1);
  });

  it("refuses a defaultSubscription outside opt_in and opt_out with 400 details.defaultSubscription", async () => {
    const { token } = await createTestTeam();
    expect(await topics.create(token, { name: "Offers", defaultSubscription: "maybe" })).toEqual({
      status: 400,
      body: validationError({ defaultSubscription: "must be opt_in or opt_out" }),
    });
    const { body } = await topics.create(token, { name: "Offers" });
    expect(await topics.update(token, body.id, { defaultSubscription: "OPT_IN" })).toEqual({
      status: 400,
      body: validationError({ defaultSubscription: "must be opt_in or opt_out" }),
    });
  });

  it("answers 404 for an unknown topic id and for another team's topic", async () => {
    const { token } = await createTestTeam();
    const other = await createTestTeam("Other team");
    const foreign = (await topics.create(other.token, { name: "Their news" })).body.id;
    for (const id of ["no-such-topic", foreign]) {
      expect(await topics.get(token, id)).toEqual({ status: 404, body: TOPIC_NOT_FOUND });
      expect(await topics.update(token, id, { name: "Mine now" })).toEqual({ status: 404, body: TOPIC_NOT_FOUND });
      expect(await topics.remove(token, id)).toEqual({ status: 404, body: TOPIC_NOT_FOUND });
    }
    expect((await topics.get(other.token, foreign)).body.name).toBe("Their news");
  });
});

describe("/contacts/{id}/topics", () => {
  it("lists every topic with the contact's state, sets it with ledger entries, and answers the new state", async () => {
    const { team, token } = await createTestTeam();
    const { contact } = await contactOf(team.id);
    const news = (await topics.create(token, { name: "News" })).body;
    const events = (await topics.create(token, { name: "Events", defaultSubscription: "opt_in" })).body;
    expect(await topics.ofContact(token, contact.id)).toEqual({
      status: 200,
      body: [
        { topicId: events.id, name: "Events", subscribed: false, updatedAt: null },
        { topicId: news.id, name: "News", subscribed: true, updatedAt: null },
      ],
    });
    const set = await topics.setForContact(token, contact.id, {
      topics: [
        { id: news.id, subscribed: false },
        { id: events.id, subscribed: true },
      ],
    });
    expect(set).toEqual({
      status: 200,
      body: [
        { topicId: events.id, name: "Events", subscribed: true, updatedAt: expect.any(String) },
        { topicId: news.id, name: "News", subscribed: false, updatedAt: expect.any(String) },
      ],
    });
    // The same choice again changes nothing and records nothing more.
    await topics.setForContact(token, contact.id, { topics: [{ id: news.id, subscribed: false }] });
    const ledger = await topics.ledger(token, contact.id);
    expect(
      ledger.body.data.map(({ action, source, topicId }: Record<string, string>) => ({ action, source, topicId })),
    ).toEqual(
      expect.arrayContaining([
        { action: "topic_unsubscribed", source: "dashboard", topicId: news.id },
        { action: "topic_subscribed", source: "dashboard", topicId: events.id },
      ]),
    );
    expect(ledger.body.data).toHaveLength(2);
    // The contact's own status is untouched: topics are separate from unsubscribing.
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("ACTIVE");
  });

  it("answers 404 and changes nothing for an unknown topic, another team's topic, or another team's contact", async () => {
    const { team, token } = await createTestTeam();
    const other = await createTestTeam("Other team");
    const { contact } = await contactOf(team.id);
    const mine = (await topics.create(token, { name: "News" })).body.id;
    const foreign = (await topics.create(other.token, { name: "Theirs" })).body.id;
    for (const id of ["no-such-topic", foreign]) {
      expect(
        await topics.setForContact(token, contact.id, {
          topics: [
            { id: mine, subscribed: false },
            { id, subscribed: true },
          ],
        }),
      ).toEqual({ status: 404, body: TOPIC_NOT_FOUND });
    }
    expect(await db.contactTopic.count({ where: { contactId: contact.id } })).toBe(0);
    const theirs = await contactOf(other.team.id);
    expect(await topics.ofContact(token, theirs.contact.id)).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Contact not found"),
    });
    expect(await topics.setForContact(token, contact.id, { topics: [] })).toEqual({
      status: 400,
      body: validationError({ topics: "must name at least one topic" }),
    });
  });
});

describe("a campaign's topicId", () => {
  it("is stored and answered; an unknown or another team's topic, or another team's list, is a 404", async () => {
    const { team, token } = await createTestTeam();
    const other = await createTestTeam("Other team");
    const { list } = await contactOf(team.id);
    const theirList = await db.mailingList.create({ data: { teamId: other.team.id, name: "Theirs" } });
    const topic = (await topics.create(token, { name: "News" })).body.id;
    const foreign = (await topics.create(other.token, { name: "Theirs" })).body.id;

    const created = await campaigns.create(token, { name: "Spring", listId: list.id, topicId: topic });
    expect(created.status).toBe(201);
    expect(created.body.topicId).toBe(topic);
    expect((await campaigns.update(token, created.body.id, { topicId: null })).body.topicId).toBeNull();

    for (const topicId of ["no-such-topic", foreign]) {
      expect(await campaigns.create(token, { name: "Spring", listId: list.id, topicId })).toEqual({
        status: 404,
        body: TOPIC_NOT_FOUND,
      });
      expect(await campaigns.update(token, created.body.id, { topicId })).toEqual({
        status: 404,
        body: TOPIC_NOT_FOUND,
      });
    }
    // A list of another team is answered as any foreign id: not found, and nothing is created.
    expect(await campaigns.create(token, { name: "Spring", listId: theirList.id, topicId: topic })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "List not found"),
    });
    expect(await db.campaign.count({ where: { teamId: team.id } })).toBe(1);
  });
});
