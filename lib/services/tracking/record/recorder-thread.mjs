// Loads the recorder's writing thread (recorder-thread.ts) through tsx, which `npm start` runs
// under: a worker thread does not inherit the main thread's module hooks.
import { register } from "tsx/esm/api";

register();
await import(new URL("./recorder-thread.ts", import.meta.url).href);
