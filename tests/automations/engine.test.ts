// The engine's tests that run the pg-boss worker, in one file so that they run one after another:
// on a shared PostgreSQL test database (TEST_DATABASE_URL) every worker takes every queued job, and
// the restart case needs no other worker of this suite running while it stops its own. Each case
// file's hooks (SMTP peer, worker start and stop) attach to this file.
import "./welcome-flow.cases";
import "./engine-restart.cases";
import "./email-writer.cases";
import "./triggers.cases";
import "./wait-for-event.cases";
