import { ApiError, withApi } from "@/lib/api";

// Anything under /api/v1 that no route claims answers the JSON 404 envelope (never an HTML page),
// with rate-limit headers like every other API answer, whether or not a credential is sent.
const notFound = withApi(
  async ({ request }) => {
    throw ApiError.notFound(`No route for ${request.method} ${new URL(request.url).pathname}`);
  },
  { method: "GET", path: "/{path}", summary: "Unknown route", tags: [], auth: "public" },
);

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as HEAD,
  notFound as OPTIONS,
};
