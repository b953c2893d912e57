// Permission strings are "<resource>:<action>" (docs/contract.md section 4). Roles map to fixed sets;
// API keys carry a chosen subset of their creator's.

const PERMISSION_RESOURCES = [
  "team",
  "users",
  "invites",
  "api_keys",
  "lists",
  "contacts",
  "imports",
  "templates",
  "categories",
  "files",
  "campaigns",
  "emails",
  "automations",
  "smtp",
  "imap",
  "webhooks",
  "domains",
  "analytics",
  "subscriptions",
  "models",
  "settings",
] as const;

export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];
export type PermissionAction = "read" | "write" | "delete" | "send";
export type Permission = `${PermissionResource}:${PermissionAction}`;

const SENDABLE: readonly PermissionResource[] = ["campaigns", "emails"];

/** Every permission that exists, in a stable order (the seed writes these as Resource rows). */
export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_RESOURCES.flatMap((resource) => [
  `${resource}:read` as Permission,
  `${resource}:write` as Permission,
  `${resource}:delete` as Permission,
  ...(SENDABLE.includes(resource) ? [`${resource}:send` as Permission] : []),
]);

const MEMBER_WRITABLE: readonly PermissionResource[] = [
  "lists",
  "contacts",
  "imports",
  "templates",
  "categories",
  "files",
  "campaigns",
  "automations",
];

const MEMBER_PERMISSIONS: readonly Permission[] = [
  ...PERMISSION_RESOURCES.filter((resource) => resource !== "api_keys" && resource !== "invites").map(
    (resource) => `${resource}:read` as Permission,
  ),
  ...MEMBER_WRITABLE.map((resource) => `${resource}:write` as Permission),
  "campaigns:send",
  "emails:send",
];

export type Role = "SUPER_ADMIN" | "ADMIN" | "MEMBER";

export function permissionsForRole(role: Role): Permission[] {
  return role === "MEMBER" ? [...MEMBER_PERMISSIONS] : [...ALL_PERMISSIONS];
}

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}
