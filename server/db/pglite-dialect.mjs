import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";

/**
 * A Kysely dialect for anything that runs one SQL statement at a time in PostgreSQL's
 * dialect: PGlite in this process, or the relay to the process that holds PGlite's files
 * (see relay.mjs). `client.query(sql, params)` resolves to `{ rows, affectedRows }`.
 *
 * PGlite is a single connection, so the driver hands it to one user at a time: a
 * transaction holds it until it commits or rolls back, and statements from other requests
 * wait instead of running inside someone else's transaction.
 */
export class SingleConnectionDialect {
  #client;
  constructor(client) {
    this.#client = client;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new SingleConnectionDriver(this.#client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db) {
    return new PostgresIntrospector(db);
  }
}

class SingleConnectionDriver {
  #connection;
  #queue = Promise.resolve();

  constructor(client) {
    this.#connection = new SingleConnection(client);
  }
  async init() {}
  async acquireConnection() {
    let release;
    const turn = this.#queue;
    this.#queue = new Promise((resolve) => {
      release = resolve;
    });
    await turn;
    this.#connection.release = release;
    return this.#connection;
  }
  async beginTransaction(connection) {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }
  async commitTransaction(connection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection(connection) {
    connection.release();
  }
  async destroy() {}
}

class SingleConnection {
  #client;
  release = () => {};
  constructor(client) {
    this.#client = client;
  }
  async executeQuery(compiledQuery) {
    const result = await this.#client.query(compiledQuery.sql, [...compiledQuery.parameters]);
    return {
      rows: result.rows ?? [],
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }
  // biome-ignore lint/correctness/useYield: streaming is not offered by either client
  async *streamQuery() {
    throw new Error("Streaming queries are not supported on this database.");
  }
}
