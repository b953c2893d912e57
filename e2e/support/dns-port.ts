// The e2e app looks sending domains up through DNS_SERVERS=127.0.0.1:<this port> (playwright.config.ts);
// a spec that verifies a domain starts the test DNS server (tests/helpers/dns-server.ts) on it.
export const E2E_DNS_PORT = Number(process.env.E2E_DNS_PORT ?? 5399);
