import { describe, expect, it } from "vitest";
import { GET as getProfile, PATCH as patchProfile, POST as postProfile } from "@/app/api/v1/auth/profile/route";
import { GET as getMe } from "@/app/api/v1/auth/me/route";
import { POST as uploadRoute } from "@/app/api/v1/files/route";
import { ALL_PERMISSIONS } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { call, errorEnvelope, unprocessable } from "../teams/team-client";
import { pdfBytes, pngBytes, upload } from "../files/file-fixtures";

const patch = (token: string, json: unknown) => call(patchProfile, "/auth/profile", { method: "PATCH", json, token });

async function uploaded(token: string, name: string, bytes: Buffer) {
  const { status, body } = await upload(uploadRoute, { token }, { name, bytes });
  expect(status).toBe(201);
  return body as { id: string };
}

describe("GET and PATCH /auth/profile", () => {
  it("answers the person's profile and changes name, language and picture", async () => {
    const { user, token } = await createTestTeam();
    const before = await call(getProfile, "/auth/profile", { token });
    expect(before).toEqual({
      status: 200,
      body: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        locale: null,
        profilePictureId: null,
        profilePictureUrl: null,
        hasPassword: user.passwordHash !== null,
      },
    });

    const picture = await uploaded(token, "me.png", pngBytes());
    const changed = await patch(token, {
      firstName: "  Ada ",
      lastName: "Lovelace",
      locale: "fr",
      profilePictureId: picture.id,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      locale: "fr",
      profilePictureId: picture.id,
    });
    expect(changed.body.profilePictureUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/public\/images\/[A-Za-z0-9_.-]+$/,
    );
    expect((await call(getMe, "/auth/me", { token })).body).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      locale: "fr",
      profilePictureId: picture.id,
    });
    expect(await db.auditLog.count({ where: { action: "user.profile_updated", targetId: user.id } })).toBe(1);

    const cleared = await patch(token, { lastName: "", locale: null, profilePictureId: null });
    expect(cleared.body).toMatchObject({
      firstName: "Ada",
      lastName: null,
      locale: null,
      profilePictureId: null,
      profilePictureUrl: null,
    });
  });

  it("refuses bad input with exact errors", async () => {
    const { token } = await createTestTeam();
    const other = await createTestTeam("Other");
    const theirs = await uploaded(other.token, "theirs.png", pngBytes());
    const pdf = await uploaded(token, "menu.pdf", pdfBytes());
    const notImage = unprocessable(
      "The profile picture must be a PNG, JPEG, GIF or WebP image of your team's media library",
      {
        profilePictureId: "is not an image of your team's media library",
      },
    );
    expect(await patch(token, { profilePictureId: theirs.id })).toEqual({ status: 422, body: notImage });
    expect(await patch(token, { profilePictureId: pdf.id })).toEqual({ status: 422, body: notImage });
    expect(await patch(token, { locale: "it", firstName: "x".repeat(101) })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        locale: "must be one of en, de, fr, es",
        firstName: "must be at most 100 characters",
      }),
    });
  });

  it("keeps one picture per person: a file another member uses is 409", async () => {
    const { team, token } = await createTestTeam();
    const member = await addMember(team.id);
    const picture = await uploaded(token, "shared.png", pngBytes());
    expect((await patch(token, { profilePictureId: picture.id })).status).toBe(200);
    const taken = await patch(member.token, { profilePictureId: picture.id });
    expect(taken.status).toBe(409);
  });

  it("is for people, not API keys; other methods are 405", async () => {
    const { team } = await createTestTeam();
    const key = await createTestApiKey(team.id, [...ALL_PERMISSIONS]);
    const answer = await call(getProfile, "/auth/profile", { headers: { "x-api-key": key } });
    expect(answer).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "INSUFFICIENT_PERMISSIONS",
        "A profile belongs to a signed-in user, not to an API key",
      ),
    });
    expect((await call(postProfile, "/auth/profile", { method: "POST", json: {} })).status).toBe(405);
  });
});
