import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { onCleanup } from './cleanup.ts';

/**
 * A TCP relay between a server and PostgreSQL that counts the statements the server sends (every
 * simple-protocol Query 'Q' and extended-protocol Execute 'E') and the transactions they ran in
 * (every ReadyForQuery 'Z' back to idle after at least one statement). PostgreSQL here has no
 * pg_stat_statements loaded (shared_preload_libraries is empty, and the bench may not restart a
 * shared server), and pg_stat_database lags by up to the stats flush interval; this count is exact.
 */
export interface StatementCounter {
  /** postgres://… URL that goes through the relay to `databaseUrl`. */
  url: string;
  statements(): number;
  transactions(): number;
  close(): Promise<void>;
}

/**
 * Splits one direction of the byte stream into protocol messages. The client's first message is
 * untyped (StartupMessage). Plain TCP only: postgres-js sends no SSLRequest on a URL without sslmode.
 */
function splitter(fromClient: boolean, onMessage: (type: string, body: Buffer) => void) {
  let buffer: Buffer = Buffer.alloc(0);
  let startup = fromClient;
  return (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (startup) {
        // Untyped: StartupMessage (length, then protocol version), or a CancelRequest.
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        if (code === 196608) startup = false;
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      onMessage(String.fromCharCode(buffer[0] ?? 0), buffer.subarray(5, length + 1));
      buffer = buffer.subarray(length + 1);
    }
  };
}

export async function startStatementCounter(databaseUrl: string): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  let count = 0;
  let transactions = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client);
    sockets.add(upstream);
    let statementsInTransaction = 0;
    const fromClient = splitter(true, (type) => {
      if (type === 'Q' || type === 'E') {
        count += 1;
        statementsInTransaction += 1;
      }
    });
    const fromServer = splitter(false, (type, body) => {
      // ReadyForQuery: 'I' idle (a transaction ended), 'T' in a transaction, 'E' failed transaction.
      if (type === 'Z' && body[0] === 0x49 && statementsInTransaction > 0) {
        transactions += 1;
        statementsInTransaction = 0;
      }
    });
    client.on('data', (chunk: Buffer) => {
      fromClient(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      fromServer(chunk);
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  const close = onCleanup('stop statement counter', async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: url.toString(), statements: () => count, transactions: () => transactions, close };
}
