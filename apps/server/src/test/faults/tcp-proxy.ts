// A TCP forwarder the database-down test puts between the app and the shared PostgreSQL, so it
// can take "the database" away and bring it back without touching the server other tests use.
import { connect, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Stops listening and cuts every connection: the database is down (connections refused). */
  down(): Promise<void>;
  /** Cuts every connection, then accepts new ones and never answers: an unreachable database. */
  stall(): Promise<void>;
  /** Forwards again. */
  up(): Promise<void>;
  close(): Promise<void>;
};

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let forwarding = true;
  const server = createServer((client) => {
    track(client);
    if (!forwarding) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const port = await listen(0);
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const ensureListening = async () => {
    if (!server.listening) await listen(port);
  };
  return {
    port,
    async down() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
    async stall() {
      forwarding = false;
      cutAll();
      await ensureListening();
    },
    async up() {
      forwarding = true;
      await ensureListening();
    },
    async close() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
  };
}
