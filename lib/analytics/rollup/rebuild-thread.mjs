// Loads a rebuild's thread (rebuild-thread.ts) through tsx, which `npm start` runs under: a worker
// thread does not inherit the main thread's module hooks.
import { register } from "tsx/esm/api";

register();
await import(new URL("./rebuild-thread.ts", import.meta.url).href);
