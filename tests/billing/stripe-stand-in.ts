import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// A local HTTP stand-in for the few Stripe endpoints Sendwell calls (customers, Checkout sessions,
// subscriptions, the billing portal, invoices). The official SDK is pointed at it through
// STRIPE_API_URL, so the requests are the SDK's own; the tests read what it sent from `calls`.

type StandInCall = { method: string; path: string; params: URLSearchParams };

type SubscriptionState = {
  id: string;
  customer: string;
  price: string;
  status: Stripe.Subscription.Status;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
};

export function subscriptionObject(state: SubscriptionState) {
  return {
    id: state.id,
    object: "subscription",
    customer: state.customer,
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    canceled_at: null,
    trial_end: null,
    metadata: state.metadata,
    items: {
      object: "list",
      data: [
        {
          id: `si_${state.id}`,
          object: "subscription_item",
          price: { id: state.price, object: "price" },
          current_period_start: state.periodStart,
          current_period_end: state.periodEnd,
        },
      ],
    },
  };
}

async function readForm(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startStripeStandIn() {
  const calls: StandInCall[] = [];
  const subscriptions = new Map<string, SubscriptionState>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test${++counter}`;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const params = request.method === "GET" ? url.searchParams : await readForm(request);
    calls.push({ method: request.method ?? "GET", path: url.pathname, params });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": nextId("req") });
      response.end(JSON.stringify(body));
    };
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && url.pathname === "/v1/customers") {
      return send(200, { id: nextId("cus"), object: "customer", email: params.get("email"), metadata: {} });
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = nextId("cs");
      return send(200, {
        id,
        object: "checkout.session",
        mode: "subscription",
        customer: params.get("customer"),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      return send(200, {
        id: nextId("bps"),
        object: "billing_portal.session",
        customer: params.get("customer"),
        url: `https://billing.stripe.test/p/session/${counter}`,
      });
    }
    if (request.method === "GET" && url.pathname === "/v1/invoices") {
      return send(200, {
        object: "list",
        has_more: false,
        url: "/v1/invoices",
        data: [
          {
            id: "in_test1",
            object: "invoice",
            number: "SW-0001",
            status: "paid",
            total: 2900,
            currency: "usd",
            created: 1_790_000_000,
            hosted_invoice_url: "https://invoice.stripe.test/i/1",
            invoice_pdf: "https://invoice.stripe.test/i/1.pdf",
            customer: params.get("customer"),
          },
        ],
      });
    }
    if (subscriptionMatch) {
      const state = subscriptions.get(subscriptionMatch[1]);
      if (!state)
        return send(404, {
          error: { type: "invalid_request_error", message: `No such subscription: '${subscriptionMatch[1]}'` },
        });
      if (request.method === "POST") {
        if (params.has("cancel_at_period_end")) state.cancelAtPeriodEnd = params.get("cancel_at_period_end") === "true";
        if (params.has("items[0][price]")) state.price = params.get("items[0][price]")!;
      }
      if (request.method === "DELETE") state.status = "canceled";
      return send(200, subscriptionObject(state));
    }
    send(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** A subscription the stand-in answers for GET /v1/subscriptions/:id (what Checkout created). */
    addSubscription(state: Omit<SubscriptionState, "id"> & { id?: string }) {
      const full = { ...state, id: state.id ?? nextId("sub") };
      subscriptions.set(full.id, full);
      return full;
    },
    subscription: (id: string) => subscriptions.get(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** A Stripe event, as JSON text with its Stripe-Signature header made by the SDK's own helper. */
export function signedEvent(secret: string, event: { id: string; type: string; created: number; object: unknown }) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: event.created,
    type: event.type,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object: event.object },
  });
  const header = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload, secret });
  return { payload, header };
}
