import type { Permission, Role } from "./permissions";

/** Who is calling: a signed-in user (JWT) or an API key, always inside one team. */
export type Principal =
  | { kind: "user"; id: string; userId: string; teamId: string; role: Role; permissions: ReadonlySet<Permission> }
  | { kind: "apiKey"; id: string; apiKeyId: string; teamId: string; permissions: ReadonlySet<Permission> };
