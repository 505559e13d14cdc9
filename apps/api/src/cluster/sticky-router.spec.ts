import cluster, { type Worker } from 'node:cluster';
import net, { type AddressInfo } from 'node:net';
import { StickyRouter } from './sticky-router';

/** Stands in for an api process: it records what the primary hands it and reports over cluster's 'message'. */
function apiProcess(id: number) {
  const received: Array<{ type: string; data?: unknown }> = [];
  const worker = {
    id,
    isConnected: () => true,
    send: (message: { type: string; data?: unknown }, ...rest: unknown[]) => {
      received.push(message);
      const done = rest.find((r) => typeof r === 'function') as ((e: Error | null) => void) | undefined;
      done?.(null);
      return true;
    },
  } as unknown as Worker;
  return { worker, received, report: (message: object) => cluster.emit('message', worker, message) };
}

const SID = 'abcdefghijklmnopqrst';

describe('StickyRouter: a request naming a session goes to the process that opened it', () => {
  let router: StickyRouter;
  let clients: net.Socket[];

  beforeEach(async () => {
    router = new StickyRouter();
    clients = [];
    await new Promise<void>((resolve) => router.server.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    for (const client of clients) client.destroy();
    cluster.removeAllListeners('message');
    cluster.removeAllListeners('exit');
    await new Promise((resolve) => router.server.close(resolve));
  });

  function request(path: string): void {
    const client = net.connect((router.server.address() as AddressInfo).port, '127.0.0.1');
    clients.push(client);
    client.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  }

  const handedOver = (p: ReturnType<typeof apiProcess>) => p.received.filter((m) => m.type === 'sticky:connection').length;
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  };

  function twoServing() {
    const first = apiProcess(1);
    const second = apiProcess(2);
    for (const p of [first, second]) {
      router.add(p.worker);
      router.serving(p.worker);
    }
    return { first, second };
  }

  it('holds a request whose session is reported late (a busy box) and hands it to the process that reports it', async () => {
    const { first, second } = twoServing();
    request(`/socket.io/?EIO=4&transport=polling&sid=${SID}`);
    await new Promise((r) => setTimeout(r, 100));
    expect(handedOver(first) + handedOver(second)).toBe(0);
    second.report({ type: 'sticky:connection', data: SID });
    await until(() => handedOver(second) === 1);
    expect(handedOver(second)).toBe(1);
    expect(handedOver(first)).toBe(0);
  });

  it('sends a request whose session is already reported straight to its process', async () => {
    const { first, second } = twoServing();
    first.report({ type: 'sticky:connection', data: SID });
    request(`/socket.io/?EIO=4&transport=polling&sid=${SID}`);
    await until(() => handedOver(first) === 1);
    expect(handedOver(first)).toBe(1);
    expect(handedOver(second)).toBe(0);
  });

  it('lets a request whose session no process reports go on to a serving process, which answers it', async () => {
    const { first, second } = twoServing();
    const sentAt = Date.now();
    request(`/socket.io/?EIO=4&transport=polling&sid=${SID}`);
    await until(() => handedOver(first) + handedOver(second) === 1);
    expect(handedOver(first) + handedOver(second)).toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
  });
});
