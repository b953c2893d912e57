// Loading a route module registers its paths. tests/api/openapi.test.ts fails when a route file
// under app/api/v1 is missing here, so the document cannot silently fall behind the API.
import "@/app/api/v1/health/route";
import "@/app/api/v1/openapi.json/route";
import "@/app/api/v1/plans/route";
import "@/app/api/v1/subscriptions/route";
import "@/app/api/v1/auth/register/route";
import "@/app/api/v1/auth/login/route";
import "@/app/api/v1/auth/refresh/route";
import "@/app/api/v1/auth/logout/route";
import "@/app/api/v1/auth/password-reset/route";
import "@/app/api/v1/auth/password-reset/confirm/route";
import "@/app/api/v1/auth/me/route";
import "@/app/api/v1/auth/users/route";
import "@/app/api/v1/teams/current/route";
import "@/app/api/v1/teams/current/members/route";
import "@/app/api/v1/teams/current/members/[userId]/route";
import "@/app/api/v1/invites/route";
import "@/app/api/v1/invites/[id]/route";
import "@/app/api/v1/invites/[id]/resend/route";
import "@/app/api/v1/invites/accept/route";
import "@/app/api/v1/invites/lookup/route";
import "@/app/api/v1/settings/route";
import "@/app/api/v1/api-keys/route";
import "@/app/api/v1/api-keys/[id]/route";
import "@/app/api/v1/auth/google/route";
import "@/app/api/v1/usage/route";
