import { handlers } from "@/lib/services/auth/next-auth";

// Auth.js endpoints of the dashboard: sign-in callbacks, session, CSRF token, sign-out.
export const { GET, POST } = handlers;
