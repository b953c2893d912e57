import type { Principal } from "@/lib/auth/principal";
import type { ApiOperation } from "../operations/define-operation";
import { type HandlerContext, type RouteHandler, withApi } from "../with-api";

/** A parsed part of the request as fields of the service's input; none when the operation has no schema for it. */
type Fields<T> = [T] extends [undefined] ? unknown : T;

/** What a service route hands its service: the query, the body, the caller's team, the path params, then `extra`. */
type ServiceInput<B, Q, P, X> = Fields<Q> & Fields<B> & { teamId: string } & Fields<P> & X;

type Extra<B, Q, P, X> = (context: HandlerContext<B, Q, P, "required">) => X;

/**
 * The route that is one service call, the common case of docs/ARCHITECTURE.md's thin route files:
 * `export const GET = serviceRoute(getCampaign, getCampaignOperation)` serves the operation through
 * withApi and calls `getCampaign({ ...query, ...body, teamId, ...params })`, answering what it returns.
 * `extra` adds fields the request implies beyond its parsed parts (who acts, the consent source); a
 * route whose call takes anything else, or shapes the answer, writes its own handler for withApi.
 */
export function serviceRoute<B, Q, P, X = unknown>(
  service: (input: NoInfer<ServiceInput<B, Q, P, X>>) => Promise<unknown>,
  operation: ApiOperation<B, Q, P, "required">,
  extra?: Extra<B, Q, P, X>,
): RouteHandler {
  return withApi((context) => {
    const { query, body, principal, params } = context;
    const input = { ...query, ...body, teamId: principal.teamId, ...params, ...extra?.(context) };
    return service(input as ServiceInput<B, Q, P, X>);
  }, operation);
}

/**
 * The `extra` of a write that records who made it: `actor` from the caller and the request's address.
 * The audit service makes it (`auditActor`, lib/services/audit) and is handed in, since lib/api sits below
 * the services (docs/ARCHITECTURE.md, rule 2). A route file binds it once, `const audited = withActor(auditActor)`:
 * written inline as serviceRoute's argument, TypeScript infers the actor as unknown and no longer checks that a
 * service which needs `actor` gets it.
 */
export const withActor =
  <A>(actorOf: (principal: Principal, ip: string) => A) =>
  ({ principal, ip }: { principal: Principal; ip: string }) => ({ actor: actorOf(principal, ip) });
