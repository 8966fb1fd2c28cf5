import { once } from 'node:events';
import type { Connection, ClientBase } from 'pg';
import type { DbOrTx } from './client';

/** What node-postgres's connection has for COPY … FROM STDIN, missing from its typings. */
interface CopyConnection extends Connection {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/**
 * Runs `COPY … FROM STDIN` on `client`, sending `chunks` as they come (waiting whenever the
 * socket is full): PostgreSQL's bulk load, without a package for it. Node-postgres hands the
 * protocol's messages to this object as it would to its own queries.
 */
export function copyIn(client: ClientBase, statement: string, chunks: AsyncIterable<string>) {
  return new Promise<void>((resolve, reject) => {
    let failed = false;
    // A failing source ends the COPY; the caller hears the source's error, not the server's.
    let sourceError: unknown;
    const copy = {
      submit: (connection: Connection) => connection.query(statement),
      handleCopyInResponse(connection: CopyConnection) {
        void (async () => {
          try {
            for await (const chunk of chunks) {
              if (failed) return;
              connection.sendCopyFromChunk(Buffer.from(chunk));
              if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
            }
            connection.endCopyFrom();
          } catch (err) {
            sourceError = err;
            connection.sendCopyFail(String(err));
          }
        })();
      },
      handleError(err: Error) {
        failed = true;
        reject(sourceError ?? err);
      },
      handleReadyForQuery: () => resolve(),
      handleCommandComplete: () => undefined,
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
    };
    void client.query(copy);
  });
}

/**
 * The node-postgres connection a transaction runs on, for COPY; undefined on PGlite (which has
 * no COPY FROM STDIN). Drizzle keeps it as `session.client`, which its typings do not show:
 * tested on both databases by the import's tests.
 */
export function postgresClientOf(tx: DbOrTx): ClientBase | undefined {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return client && typeof client === 'object' && 'connection' in client
    ? (client as unknown as ClientBase)
    : undefined;
}
