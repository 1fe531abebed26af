/**
 * The login lockout's figures: after 10 tries that were not a right password within 15
 * minutes, from one address or on one account, every further try on it is refused for
 * 15 minutes, right password or not. The counting is server/http/limits.mjs's, shared by
 * every instance when they share a PostgreSQL server.
 */
export const LOGIN_LOCKOUT = { limit: 10, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 };
