/** Reads differ from writes at a glance; the method is always written out as well. */
export const methodTone = {
  GET: "success",
  POST: "primary",
  PUT: "warning",
  PATCH: "warning",
  DELETE: "neutral",
} as const;
