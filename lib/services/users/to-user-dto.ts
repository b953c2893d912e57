import type { User } from "@/lib/generated/prisma/client";

/** A user as the API shows it: never the password hash. */
export function toUserDto({ passwordHash: _passwordHash, ...user }: User) {
  return user;
}

export type UserDto = ReturnType<typeof toUserDto>;
