// Settings every test process shares. Secrets are fixed so that tokens minted in one place verify
// in another; nothing here talks to the outside world.
export const TEST_ENV = {
  NODE_ENV: "test",
  JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789abcdef",
  AUTH_SECRET: "test-auth-secret-0123456789abcdef0123456789abcdef",
  ENCRYPTION_KEY: "00".repeat(32),
  APP_URL: "http://localhost:3000",
  SMTP_CAPTURE_PORT: "0",
  JOBS_WORKER: "false",
  SEED_DEMO: "false",
} as const;
