// The team's inbox at /admin (see routes.mjs). Other features protect their own
// /admin/api routes with `requireAdmin` as a preHandler.
export { requireAdmin, SESSION_COOKIE } from "./auth.mjs";
export { registerAdmin } from "./routes.mjs";
