// Real socket.io clients, each its own connection (forceNew), spread over several loopback source
// addresses so no single address runs out of ephemeral ports. The reconnection settings are the web
// client's (apps/web/src/shared/exam-engine/create-exam-socket.ts).
import { io } from 'socket.io-client';
import { config } from './options.mjs';
import { sleep } from './stats.mjs';

const addresses = Array.from({ length: config.sourceAddresses }, (_, i) => `127.0.0.${i + 2}`);
let nextAddress = 0;

/** Opens one socket; resolves once connected, rejects on the first connect error or after timeoutMs. */
export function openSocket(url, { auth, reconnection = false, timeoutMs = 20_000 } = {}) {
  const socket = io(url, {
    forceNew: true,
    transports: ['websocket'],
    // engine.io-client hands localAddress to ws, which binds the outgoing connection to it.
    localAddress: addresses[nextAddress++ % addresses.length],
    auth,
    reconnection,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
    randomizationFactor: 0.5,
    timeout: timeoutMs,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('connect timed out')), timeoutMs);
    const fail = (error) => {
      clearTimeout(timer);
      socket.off('connect', ok);
      socket.close();
      reject(error);
    };
    const ok = () => {
      clearTimeout(timer);
      socket.off('connect_error', fail);
      resolve(socket);
    };
    socket.once('connect', ok);
    socket.once('connect_error', fail);
  });
}

/** Runs work(item) over items with at most `concurrency` at once; returns results in order. */
export async function pool(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

export function emitAck(socket, event, payload, timeoutMs = 30_000) {
  return socket.timeout(timeoutMs).emitWithAck(event, payload);
}

/** Closes sockets and gives the server a moment to see them go. */
export async function closeAll(sockets) {
  for (const socket of sockets) socket?.close();
  await sleep(200);
}

export const sourceAddresses = addresses;
