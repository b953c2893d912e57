import { Prisma } from "@/lib/generated/prisma/client";

// The PostgreSQL adapter reports constraint violations as Prisma error codes (P2002...), the
// embedded PGlite adapter as the raw SQLSTATE inside a DriverAdapterError. Services and the API
// frame ask these questions instead of matching either shape themselves.

function sqlState(error: unknown): string | undefined {
  if (error instanceof Error && error.name === "DriverAdapterError") {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return cause?.code;
  }
  return undefined;
}

function prismaCode(error: unknown): string | undefined {
  return error instanceof Prisma.PrismaClientKnownRequestError ? error.code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return prismaCode(error) === "P2002" || sqlState(error) === "23505";
}

export function isForeignKeyViolation(error: unknown): boolean {
  return prismaCode(error) === "P2003" || sqlState(error) === "23503";
}

export function isRecordNotFound(error: unknown): boolean {
  return prismaCode(error) === "P2025";
}
