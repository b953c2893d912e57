import { randomUUID } from "node:crypto";

/** An address no other test uses, so files sharing one PostgreSQL database never collide. */
export const uniqueEmail = (label = "user") => `${label}-${randomUUID()}@example.com`;
