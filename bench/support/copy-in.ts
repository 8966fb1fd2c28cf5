import { once } from 'node:events';
import type { Connection, Client } from 'pg';

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
export function copyIn(client: Client, statement: string, chunks: AsyncIterable<string>) {
  return new Promise<void>((resolve, reject) => {
    let failed = false;
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
            connection.sendCopyFail(String(err));
          }
        })();
      },
      handleError(err: Error) {
        failed = true;
        reject(err);
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
