import net from 'node:net';

export interface CuttableProxy {
  port: number;
  /** `http://127.0.0.1:<port>`: what a client dials instead of the target. */
  url: string;
  /** The network is gone: every piped connection is destroyed and new ones are refused until heal(). */
  cut(): void;
  heal(): void;
  /** Connections refused while cut (a client's reconnection attempts). */
  refused(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy of the fault's own on a free port, piping to 127.0.0.1:`targetPort`. Clients routed
 * through it lose their network when it is cut, and only they: everyone else dials the target directly.
 */
export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const open = new Set<net.Socket>();
  let isCut = false;
  let refused = 0;
  const server = net.createServer((client) => {
    if (isCut) {
      refused++;
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        open.delete(socket);
        other.destroy();
      });
      socket.pipe(other);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const socket of open) if (!socket.destroyed) socket.resetAndDestroy();
    },
    heal() {
      isCut = false;
    },
    refused: () => refused,
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
