// The sandbox behind the reference's "Try it" panels: the API of openapi.yaml answered from
// memory under /sandbox, per sandbox key. Registered by server/app.mjs when the build holds
// openapi.json.
import { SharedSandboxStore } from "./shared-store.mjs";
import { DEFAULT_LIMITS, SandboxStore, seedsFrom } from "./store.mjs";
import { compileValidators } from "./validators.mjs";

const KEY = /^Bearer ([A-Za-z0-9_-]{8,64})$/;

const messages = {
  401: "Send your sandbox key in an Authorization header: Bearer followed by 8 to 64 letters, digits, _ or -.",
};

/** Fastify's own request errors, answered in the API's error shape. */
function fromFrameworkError(error, limits) {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return [413, "payload_too_large", `Send a body of at most ${limits.bodyLimit} bytes.`];
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return [400, "invalid_request", "Send the body as JSON with Content-Type: application/json."];
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return [400, "invalid_request", "body: send a JSON object, not an empty body."];
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return [400, "invalid_request", "The Content-Length header does not match the body."];
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return [400, "invalid_request", "body: not valid JSON."];
    default:
      if (error instanceof SyntaxError || error.statusCode === 400)
        return [400, "invalid_request", `body: not valid JSON (${error.message.slice(0, 120)}).`];
      if (error.statusCode > 400 && error.statusCode < 500)
        return [error.statusCode, "invalid_request", error.message.slice(0, 200)];
      return null;
  }
}

/**
 * Registers the sandbox on `app` under `prefix`.
 * @param {object} options
 * @param {object} options.document the OpenAPI document, parsed
 * @param {Record<string, string>} [options.headers] headers every answer carries (the site's security headers)
 * @param {Partial<typeof DEFAULT_LIMITS>} [options.limits]
 * @param {() => number} [options.now]
 */
export { DEFAULT_LIMITS };

/** The API's error shape, for answers made outside the sandbox's routes (a bad escape). */
export function sandboxError(status, code, message) {
  return { status, error: code, message };
}

export function registerSandbox(
  app,
  { document, headers = {}, limits = {}, now, prefix = "/sandbox", database },
) {
  const settings = { ...DEFAULT_LIMITS, ...limits };
  // A fleet shares its worlds through PostgreSQL; one process keeps them in memory.
  const store =
    database?.kind === "postgres"
      ? new SharedSandboxStore(database.db, seedsFrom(document), settings, now)
      : new SandboxStore(seedsFrom(document), settings, now);
  const validators = compileValidators(document);

  const fail = (reply, status, error, message) =>
    reply.code(status).send({ status, error, message });

  const handlers = {
    listProjects: (world) => [200, { projects: world.projects, count: world.projects.length }],
    getCurrentUser: (world) => [200, world.user],

    listItems(world, { query }) {
      const items = [...world.items.values()]
        .filter((item) => query.boardId === undefined || item.boardId === query.boardId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
        .slice(0, query.limit ?? 25);
      return [200, { items, count: items.length }];
    },
    createItem(world, { body }, reply) {
      if (world.items.size >= settings.maxRecordsPerKey) return full("items");
      const stamp = new Date(store.now()).toISOString();
      const item = {
        id: SandboxStore.nextId(world, "items"),
        boardId: body.boardId,
        itemName: body.itemName,
        columnValues: body.columnValues ?? {},
        createdAt: stamp,
        updatedAt: stamp,
      };
      world.items.set(item.id, item);
      reply.header("location", `${prefix}/v1/items/${item.id}`);
      return [201, item];
    },
    updateItem(world, { params, body }) {
      const item = world.items.get(params.id);
      if (!item) return missing("item", params.id);
      if (body.itemName !== undefined) item.itemName = body.itemName;
      if (body.columnValues) item.columnValues = { ...item.columnValues, ...body.columnValues };
      item.updatedAt = new Date(store.now()).toISOString();
      return [200, item];
    },
    deleteItem(world, { params }) {
      if (!world.items.delete(params.id)) return missing("item", params.id);
      return [204, null];
    },
    createTask(world, { body }, reply) {
      if (world.tasks.size >= settings.maxRecordsPerKey) return full("tasks");
      const projectId = body.projectId ?? world.projects[0]?.id;
      if (!world.projects.some((project) => project.id === projectId))
        return [400, error(400, "invalid_request", `projectId: no project with id ${projectId}.`)];
      const stamp = new Date(store.now()).toISOString();
      const task = {
        id: SandboxStore.nextId(world, "tasks"),
        projectId,
        title: body.title,
        status: body.status,
        ...(body.assignee ? { assignee: body.assignee } : {}),
        createdAt: stamp,
        updatedAt: stamp,
      };
      world.tasks.set(task.id, task);
      reply.header("location", `${prefix}/v1/tasks/${task.id}`);
      return [201, task];
    },
    updateTask(world, { params, body }) {
      const task = world.tasks.get(params.taskId);
      if (!task) return missing("task", params.taskId);
      Object.assign(task, body, { updatedAt: new Date(store.now()).toISOString() });
      return [200, task];
    },
  };

  function error(status, code, message) {
    return { status, error: code, message };
  }
  function missing(kind, id) {
    return [404, error(404, "not_found", `No ${kind} with id ${id}.`)];
  }
  function full(kind) {
    return [
      400,
      error(
        400,
        "invalid_request",
        `The sandbox holds at most ${settings.maxRecordsPerKey} ${kind} per key; delete one first.`,
      ),
    ];
  }

  app.register(
    async (sandbox) => {
      // JSON only: Fastify would otherwise take a text/plain body as a string.
      sandbox.removeContentTypeParser("text/plain");
      sandbox.addHook("onRequest", async (_request, reply) => {
        reply.headers({ ...headers, "cache-control": "no-store" });
      });
      sandbox.setErrorHandler((err, request, reply) => {
        const known = fromFrameworkError(err, settings);
        if (known) return fail(reply, ...known);
        request.log.error(err);
        return fail(reply, 500, "internal_error", "The sandbox failed; try again.");
      });
      // Any other path under the prefix: the API's 404, not the site's not-found page.
      sandbox.route({
        method: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
        url: "/*",
        bodyLimit: settings.bodyLimit,
        handler: (_request, reply) =>
          fail(reply, 404, "not_found", "No such endpoint in the sandbox; see /openapi.json."),
      });

      /** 401 without a valid key; otherwise the key, for the handler. */
      const authorize = async (request, reply) => {
        const match = KEY.exec(request.headers.authorization ?? "");
        if (!match) return fail(reply, 401, "unauthorized", messages[401]);
        request.sandboxKey = match[1];
      };

      for (const [path, item] of Object.entries(document.paths)) {
        const url = path.replace(/\{(\w+)\}/g, ":$1");
        const methods = Object.keys(item).filter((key) => key !== "parameters");
        for (const method of methods) {
          const operationId = item[method].operationId;
          const validate = validators.get(operationId);
          const handle = handlers[operationId];
          if (!handle) throw new Error(`The sandbox has no handler for ${operationId}`);
          sandbox.route({
            method: method.toUpperCase(),
            url,
            bodyLimit: settings.bodyLimit,
            onRequest: authorize,
            handler: async (request, reply) => {
              // The key's world and its rate limit, then the request: 429 before 400.
              const [status, payload] = await store.withWorld(request.sandboxKey, (use) => {
                reply.headers({
                  "ratelimit-limit": String(settings.requestsPerWindow),
                  "ratelimit-remaining": String(use.remaining),
                });
                if (!use.allowed) {
                  reply.header("retry-after", String(use.retryAfter));
                  const message = `Too many requests. Try again in ${use.retryAfter} seconds.`;
                  return [429, error(429, "rate_limited", message)];
                }
                const checked = validate.parameters(request.params, request.query);
                if (checked.error) return [400, error(400, "invalid_request", checked.error)];
                const problem = validate.body(request.body);
                if (problem) return [400, error(400, "invalid_request", problem)];
                return handle(
                  use.world,
                  { params: checked.values, query: checked.values, body: request.body },
                  reply,
                );
              });
              return status === 204 ? reply.code(204).send() : reply.code(status).send(payload);
            },
          });
        }
        const allow = methods.map((method) => method.toUpperCase()).join(", ");
        sandbox.route({
          // HEAD follows GET on its own (Fastify's exposeHeadRoutes).
          method: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].filter(
            (method) => !allow.split(", ").includes(method),
          ),
          url,
          bodyLimit: settings.bodyLimit,
          handler: (_request, reply) => {
            reply.header("allow", allow);
            return fail(
              reply,
              405,
              "method_not_allowed",
              `${url.replace(/:(\w+)/g, "{$1}")} answers ${allow}.`,
            );
          },
        });
      }
    },
    { prefix },
  );

  return store;
}
