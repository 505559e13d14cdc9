// @ts-check
// Real socket.io clients, each its own connection (forceNew), spread over several loopback source
// addresses so no single address runs out of ephemeral ports. The reconnection settings are the web
// client's (apps/web/src/shared/exam-engine/create-exam-socket.ts).
import { EXAM_NAMESPACE, INVIGILATE_NAMESPACE } from '@cdi/contracts';
import { io } from 'socket.io-client';
import { config } from './options.mjs';
import { sleep } from './stats.mjs';

/**
 * @import { ExamClientToServer, ExamServerToClient, InvigilateClientToServer, InvigilateServerToClient } from '@cdi/contracts'
 * @import { ManagerOptions, Socket, SocketOptions } from 'socket.io-client'
 * @typedef {Socket<ExamServerToClient, ExamClientToServer>} ExamSocket
 * @typedef {Socket<InvigilateServerToClient, InvigilateClientToServer>} InvigilateSocket
 * @typedef {{ auth?: { token: string }; reconnection?: boolean; timeoutMs?: number }} OpenOptions
 */

/** How long a client waits for an event's answer. */
export const ACK_TIMEOUT_MS = 30_000;

const addresses = Array.from({ length: config.sourceAddresses }, (_, i) => `127.0.0.${i + 2}`);
let nextAddress = 0;

/**
 * Opens one socket; resolves once connected, rejects on the first connect error or after timeoutMs.
 * @param {string} url
 * @param {OpenOptions} [options]
 * @returns {Promise<Socket>}
 */
function openSocket(url, { auth, reconnection = false, timeoutMs = 20_000 } = {}) {
  /** @type {Partial<ManagerOptions & SocketOptions> & { localAddress?: string }} */
  const options = {
    forceNew: true,
    transports: ['websocket'],
    // engine.io-client hands localAddress to ws (its typings leave it out), which binds the outgoing connection to it.
    localAddress: addresses[nextAddress++ % addresses.length],
    auth,
    reconnection,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
    randomizationFactor: 0.5,
    timeout: timeoutMs,
  };
  const socket = io(url, options);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('connect timed out')), timeoutMs);
    /** @param {Error} error */
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

/**
 * A candidate's socket on the api (or a baseline server) at `baseUrl`.
 * @param {string} baseUrl
 * @param {OpenOptions} [options]
 * @returns {Promise<ExamSocket>}
 */
export const openExamSocket = (baseUrl, options) => openSocket(`${baseUrl}${EXAM_NAMESPACE}`, options);

/**
 * An invigilator's socket on the api at `baseUrl`.
 * @param {string} baseUrl
 * @param {OpenOptions} [options]
 * @returns {Promise<InvigilateSocket>}
 */
export const openInvigilateSocket = (baseUrl, options) => openSocket(`${baseUrl}${INVIGILATE_NAMESPACE}`, options);

/**
 * Runs work(item) over items with at most `concurrency` at once; returns results in order.
 * @template T, R
 * @param {T[]} items
 * @param {number} concurrency
 * @param {(item: T, index: number) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function pool(items, concurrency, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(/** @type {T} */ (items[i]), i);
      }
    }),
  );
  return results;
}

/**
 * Closes sockets and gives the server a moment to see them go.
 * @param {(Socket | undefined)[]} sockets
 */
export async function closeAll(sockets) {
  for (const socket of sockets) socket?.close();
  await sleep(200);
}

export const sourceAddresses = addresses;
