"use client";

import { useSession } from "next-auth/react";
import { useMemo } from "react";
import { permissionsForRole, type Permission } from "@/lib/auth/permissions";

/**
 * What the signed-in user's role allows, to show or hide actions. The API still decides: this only
 * spares people buttons that would answer 403.
 */
export function usePermissions() {
  const { data: session } = useSession();
  const role = session?.user.role ?? null;
  const userId = session?.user.id ?? null;
  return useMemo(() => {
    const granted = new Set<Permission>(role ? permissionsForRole(role) : []);
    return { role, userId, granted, can: (permission: Permission) => granted.has(permission) };
  }, [role, userId]);
}
