/** SMTP submission of the app under test (SMTP_RELAY_PORT of its webServer). */
export const E2E_RELAY_PORT = Number(process.env.E2E_RELAY_PORT ?? 2587);
