// Process entry and lifecycle: the server, the request listener, the SMTP relay server, shutdown.
export { exitGracefullyOnSignals } from "./graceful-shutdown";
