// Security headers of the dashboard pages and the paths they guard.
export { PATHNAME_HEADER, TWO_FACTOR_SETUP_PATH } from "./page-headers";
