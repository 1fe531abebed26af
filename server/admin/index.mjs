// The team's inbox at /admin (see routes.mjs). Other features protect their own routes
// with `requireRole(role)` as a preHandler (roles.mjs), and record what members did with
// `recordAudit` (audit.mjs).
export { listAudit, recordAudit } from "./audit.mjs";
export { requireAdmin, SESSION_COOKIE } from "./auth.mjs";
export { hasRole, ROLES, requireRole } from "./roles.mjs";
export { registerAdmin } from "./routes.mjs";
