// Loading a route module registers its paths. tests/api/openapi.test.ts fails when a route file
// under app/api/v1 is missing here, so the document cannot silently fall behind the API.
import "@/app/api/v1/health/route";
import "@/app/api/v1/openapi.json/route";
import "@/app/api/v1/plans/route";
import "@/app/api/v1/subscriptions/route";
