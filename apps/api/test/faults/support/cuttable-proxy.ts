import net from 'node:net';

export interface CuttableProxy {
  /** The proxy's address as a URL of the target's scheme (redis://127.0.0.1:<port>). */
  url: string;
  /** Destroys every piped connection and refuses new ones (accepted, then destroyed) until heal(). */
  cut(): void;
  heal(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy of the fault's own in front of a server: what connects to it is piped to the target,
 * so one process can be cut off from the server while every other keeps reaching it.
 */
export async function startCuttableProxy(targetUrl: string): Promise<CuttableProxy> {
  const target = new URL(targetUrl);
  const piped = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair = [client, upstream];
    for (const socket of pair) {
      piped.add(socket);
      socket.setNoDelay(true);
      // Either end going takes the other with it, as a dropped link would.
      socket.once('close', () => {
        piped.delete(socket);
        pair.forEach((s) => s.destroy());
      });
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `${target.protocol}//127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const socket of [...piped]) socket.destroy();
    },
    heal() {
      isCut = false;
    },
    async close() {
      for (const socket of [...piped]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
