import type { ZodType } from "zod";
import type { PermissionAction, PermissionResource } from "@/lib/auth/permissions";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";
import { type ApiOperation, defineOperation } from "./define-operation";

type IdParams = { id: string };

/** A resource at `path` (its collection) and `path/{id}` (one of its items). */
type Resource = {
  path: string;
  tags: string[];
  /** The permissions' resource: `<permissions>:read` lists and gets, `:write` creates and updates, `:delete` deletes. */
  permissions: PermissionResource;
  feature?: ProductFeature;
  /** What one item answers as. */
  item: ZodType;
  /** The resource in the summaries: "List <many>", "Create <one>", "Get <one>", "Update <one>", "Delete <one>". */
  one: string;
  many: string;
};

/**
 * What tells one operation from its siblings: a summary other than the resource's usual one, a
 * description, and the error statuses beyond the 404 an item's operations answer.
 */
type Words = { summary?: string; description?: string; errors?: number[] };

type Extras<B, Q> = Words &
  Omit<ApiOperation<B, Q>, keyof Words | "method" | "path" | "tags" | "auth" | "permission" | "feature" | "params">;

/**
 * The operations every resource writes alike (list, create, get, update, delete, and actions on one
 * item), with the resource's path, tags, permissions, plan feature, item schema and summaries filled
 * in: the operation files say only what differs. Each is a plain `defineOperation` object, so the
 * OpenAPI document and withApi read it as any other.
 */
export function resourceOperations({ path, tags, permissions, feature, item, one, many }: Resource) {
  const shared = { tags, ...(feature ? { feature } : {}) };
  const permission = (action: PermissionAction) => `${permissions}:${action}` as const;
  const onItem = <B, Q>(
    method: ApiOperation["method"],
    action: PermissionAction,
    itemPath: string,
    summary: string,
    { errors = [], ...words }: Extras<B, Q>,
  ): ApiOperation<B, Q, IdParams, "required"> =>
    defineOperation({
      method,
      path: itemPath,
      summary,
      ...shared,
      permission: permission(action),
      params: idParams,
      response: item,
      ...words,
      errors: [404, ...errors],
    });
  const itemPath = `${path}/{id}`;
  return {
    list: <Q>(words: Words & { query: ZodType<Q> }) =>
      defineOperation({
        method: "GET",
        path,
        summary: `List ${many}`,
        ...shared,
        permission: permission("read"),
        response: paginatedSchema(item),
        ...words,
      }),
    create: <B>(words: Omit<Extras<B, undefined>, "query"> & { body: ZodType<B> }) =>
      defineOperation({
        method: "POST",
        path,
        summary: `Create ${one}`,
        ...shared,
        permission: permission("write"),
        response: item,
        ...words,
      }),
    get: <Q = undefined>(words: Extras<undefined, Q> = {}) => onItem("GET", "read", itemPath, `Get ${one}`, words),
    update: <B>(words: Extras<B, undefined> & { body: ZodType<B> }) =>
      onItem("PATCH", "write", itemPath, `Update ${one}`, words),
    delete: (words: Extras<undefined, undefined> = {}) => onItem("DELETE", "delete", itemPath, `Delete ${one}`, words),
    /** `method path/{id}/<name>`: an action on one item (send, verify, test...), 404 for another team's. */
    action: <B = undefined, Q = undefined>(
      method: ApiOperation["method"],
      name: string,
      access: PermissionAction,
      { summary, ...words }: Extras<B, Q> & { summary: string },
    ) => onItem(method, access, `${itemPath}/${name}`, summary, words),
  };
}
