// Loads a rebuild's fold thread (rebuild-fold-thread.ts) through tsx: a worker thread does not
// inherit the main thread's module hooks.
import { register } from "tsx/esm/api";

register();
await import(new URL("./rebuild-fold-thread.ts", import.meta.url).href);
