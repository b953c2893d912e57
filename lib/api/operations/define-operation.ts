import type { ZodType } from "zod";
import type { Permission } from "@/lib/auth/permissions";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import type { RateLimitGroup } from "@/lib/api/rate-limit";

export type AuthMode = "required" | "optional" | "public";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API operation as data: the route file serves it (`withApi(handler, operation)` reads its auth,
 * permission, plan feature, rate group and schemas) and lib/api/openapi/document.ts documents it,
 * so what is parsed and what is published come from the same definition.
 */
export type ApiOperation<B = unknown, Q = unknown, P = unknown, A extends AuthMode = AuthMode> = {
  method: HttpMethod;
  /** Relative to /api/v1, with `{param}` segments as OpenAPI writes them. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** "required" (default): a valid credential; "optional": used when sent; "public": never read. */
  auth?: A;
  permission?: Permission;
  feature?: ProductFeature;
  rateGroup?: RateLimitGroup;
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  /** Largest JSON body this route reads, in bytes (default 1 MiB, docs/contract.md section 2). */
  bodyLimit?: number;
  /**
   * The documented request body by content type, for a route that reads its body itself (a
   * multipart upload): the wrapper documents JSON `body` only. Values are zod or JSON schemas.
   */
  requestContent?: Record<string, ZodType | object>;
  /** Default: 201 for POST, 200 otherwise. */
  successStatus?: number;
  response?: ZodType;
  responseDescription?: string;
  /** Error statuses this route answers beyond the ones every route may (400, 429, 500, 503). */
  errors?: number[];
};

/** Keeps the schemas' types, so withApi infers the handler's body, query, params and principal. */
export function defineOperation<B = undefined, Q = undefined, P = undefined, A extends AuthMode = "required">(
  operation: ApiOperation<B, Q, P, A>,
): ApiOperation<B, Q, P, A> {
  return operation;
}

/**
 * The PUT twin of a PATCH operation: the same path, schemas and rules under the other verb
 * (docs/contract.md section 1 accepts both for partial updates), documented as "same as PATCH".
 */
export function putSynonymOf<B, Q, P, A extends AuthMode>(
  patch: ApiOperation<B, Q, P, A>,
  summary = `${patch.summary} (same as PATCH)`,
): ApiOperation<B, Q, P, A> {
  return { ...patch, method: "PUT", summary };
}

export const authModeOf = (operation: Pick<ApiOperation, "auth">): AuthMode => operation.auth ?? "required";

export const successStatusOf = (operation: Pick<ApiOperation, "method" | "successStatus">) =>
  operation.successStatus ?? (operation.method === "POST" ? 201 : 200);
