import { expect } from "vitest";
import { GET as getImportRoute } from "@/app/api/v1/imports/[id]/route";
import { POST as previewImportRoute } from "@/app/api/v1/imports/preview/route";
import { GET as listImportsRoute, POST as createImportRoute } from "@/app/api/v1/imports/route";
import { processContactImportJob } from "@/jobs/process-contact-import";
import { db } from "@/lib/db";
import { storeUpload } from "@/lib/services/files/store-upload";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { MULTIPART_TYPE, multipartBody } from "../files/file-fixtures";

// The /imports routes and the import job, as the import test files call them.

async function answer(response: Response) {
  return { status: response.status, body: await response.json(), headers: response.headers };
}

type Auth = { token?: string; headers?: Record<string, string> };

type Part = Parameters<typeof multipartBody>[0][number];

/** POST /imports as multipart with exactly these parts. */
export async function postImportParts(auth: Auth, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  const request = apiRequest("/imports", {
    method: "POST",
    rawBody: body,
    token: auth.token,
    headers: { "content-type": MULTIPART_TYPE, "content-length": String(body.length), ...auth.headers, ...headers },
  });
  return answer(await callRoute(createImportRoute, request));
}

/** POST /imports as multipart: the file, listId and (as JSON text) fieldsMap. */
export function postImportUpload(
  auth: Auth,
  {
    csv,
    listId,
    fieldsMap,
    name = "contacts.csv",
  }: { csv: Buffer | string; listId?: string; fieldsMap?: unknown; name?: string },
) {
  return postImportParts(auth, [
    {
      field: "file",
      filename: name,
      contentType: "text/csv",
      body: typeof csv === "string" ? Buffer.from(csv, "utf8") : csv,
    },
    ...(listId !== undefined ? [{ field: "listId", body: listId }] : []),
    ...(fieldsMap !== undefined
      ? [{ field: "fieldsMap", body: typeof fieldsMap === "string" ? fieldsMap : JSON.stringify(fieldsMap) }]
      : []),
  ]);
}

/** POST /imports as JSON (`fileId`, `listId`, `fieldsMap`). */
export async function postImportJson(auth: Auth, json: unknown) {
  return answer(
    await callRoute(
      createImportRoute,
      apiRequest("/imports", { method: "POST", json, token: auth.token, headers: auth.headers }),
    ),
  );
}

export async function previewImport(auth: Auth, json: unknown) {
  return answer(
    await callRoute(
      previewImportRoute,
      apiRequest("/imports/preview", { method: "POST", json, token: auth.token, headers: auth.headers }),
    ),
  );
}

export async function getImport(auth: Auth, id: string) {
  return answer(
    await callRoute(getImportRoute, apiRequest(`/imports/${id}`, { token: auth.token, headers: auth.headers }), { id }),
  );
}

export async function listImports(auth: Auth, query = "") {
  return answer(
    await callRoute(listImportsRoute, apiRequest(`/imports${query}`, { token: auth.token, headers: auth.headers })),
  );
}

/** A team with a list to import into. */
export async function teamWithList(listName = "Newsletter") {
  const team = await createTestTeam();
  const list = await db.mailingList.create({ data: { teamId: team.team.id, name: listName } });
  return { ...team, list };
}

/** Stores CSV bytes as one of the team's files, as POST /files would. */
export async function storeCsv(teamId: string, csv: Buffer | string, name = "contacts.csv") {
  return storeUpload({
    teamId,
    userId: null,
    name,
    bytes: typeof csv === "string" ? Buffer.from(csv, "utf8") : csv,
    type: "text/csv",
  });
}

const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs the import job's handler directly, as a worker would on the given attempt. */
export function runImportJob(importId: string, attempt = 0) {
  return processContactImportJob.handler(
    { importId },
    { jobId: `test-${importId}-${attempt}`, attempt, logger: silentLogger },
  );
}

/** POSTs a CSV, expects 202, runs the job and answers the finished import as GET shows it. */
export async function importCsv(auth: Auth, listId: string, csv: Buffer | string, fieldsMap?: unknown) {
  const created = await postImportUpload(auth, { csv, listId, fieldsMap });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  await runImportJob(created.body.id);
  const finished = await getImport(auth, created.body.id);
  expect(finished.status).toBe(200);
  return finished.body;
}

export async function listContacts(listId: string) {
  return db.contact.findMany({ where: { listId }, orderBy: { email: "asc" } });
}

/** `count` rows `user<n>@bulk.test` with a first name, after the header `email,first name`. */
export function bulkCsv(count: number, { from = 0, domain = "bulk.test" } = {}) {
  const lines = ["email,first name"];
  for (let n = from; n < from + count; n += 1) lines.push(`user${n}@${domain},Name${n}`);
  return `${lines.join("\n")}\n`;
}
