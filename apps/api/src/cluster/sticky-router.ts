import { randomBytes } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';

/** Sent by an api process once it hands back every connection it is given (cluster-worker.ts). */
export const API_REFUSING_MESSAGE = 'cdi:api-refusing';

/** A request head longer than this is refused rather than buffered without end. */
const MAX_HEAD_BYTES = 16 * 1024;
/** A handshake routed to a process counts towards its load until the process reports it, at most this long. */
const HANDSHAKE_COUNTED_MS = 2_000;
/** How long a request naming a session nobody has reported waits for its process to report it. */
const SESSION_REPORT_WAIT_MS = 250;
const HEAD_END = Buffer.from('\r\n\r\n');
const SESSION_ID = /[?&]sid=([\w-]{20})/;

/** Where the process stands as a target: only `serving` takes new sessions. */
type Standing = 'starting' | 'serving' | 'retiring' | 'refusing';

interface Target {
  worker: Worker;
  standing: Standing;
  /** Engine.io sessions the process reported open. */
  sessions: number;
  /** When handshakes routed to it were sent, until the process reports them as sessions. */
  handshakesSentAt: number[];
}

/**
 * The cluster primary's side of sticky sessions: it reads the head of each connection on the shared
 * port and hands the connection to one api process. A request that names an engine.io session (`sid`)
 * goes to the process that holds it; anything else goes to a process that serves: a socket.io
 * handshake to the one with the fewest sessions, a plain request in turn.
 *
 * Written here rather than @socket.io/sticky's primary, whose choice counts every forked process: a
 * rolling restart would send reconnecting candidates to a process still booting (they wait for it)
 * or to one shutting down (they wait for a timeout). The processes still run that package's worker
 * side (setupWorker), so the messages below are its protocol (version pinned in package.json):
 * `sticky:connection` hands over a whole request with its socket; a request with a body may arrive
 * in several chunks, so its socket stays here and the bytes travel as `sticky:http-chunk-start`,
 * `sticky:http-chunk` and `sticky:abort` one way and `sticky:http-response*` the other.
 */
export class StickyRouter {
  private readonly targets = new Map<number, Target>();
  private readonly sessionOwners = new Map<string, number>();
  /** Connections whose socket stays here while their bytes are relayed, with the process answering. */
  private readonly relayed = new Map<string, { socket: net.Socket; workerId: number }>();
  /** Requests held until the process that opened their session reports it, by session. */
  private readonly awaitingOwner = new Map<string, Set<() => void>>();
  private turn = 0;
  readonly server = net.createServer((socket) => this.route(socket));

  constructor() {
    cluster.on('message', (worker, message) => this.onMessage(worker, message as RouterMessage));
    cluster.on('exit', (worker) => this.forget(worker.id));
  }

  /** A process just started: it is handed connections only while no process serves (it holds them). */
  add(worker: Worker): void {
    this.targets.set(worker.id, { worker, standing: 'starting', sessions: 0, handshakesSentAt: [] });
  }

  /** The process serves: new sessions and requests may go to it. */
  serving(worker: Worker): void {
    this.setStanding(worker.id, 'serving');
  }

  /** The process is told to stop: its sessions stay with it until it closes them, new ones go elsewhere. */
  retiring(worker: Worker): void {
    this.setStanding(worker.id, 'retiring');
  }

  private setStanding(workerId: number, standing: Standing): void {
    const target = this.targets.get(workerId);
    if (target) target.standing = standing;
  }

  private route(socket: net.Socket): void {
    let head = Buffer.alloc(0);
    const readHead = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end < 0) {
        if (head.length > MAX_HEAD_BYTES) refuse(socket, '431 Request Header Fields Too Large');
        return;
      }
      // Nothing more is read until the request is dispatched: what follows belongs to its process.
      socket.off('data', readHead);
      socket.pause();
      const request = parseHead(head.subarray(0, end).toString('latin1'));
      if (request.sid !== undefined && !this.sessionOwners.has(request.sid))
        this.awaitOwner(request.sid, () => this.dispatch(socket, head, request));
      else this.dispatch(socket, head, request);
    };
    socket.on('error', () => socket.destroy());
    socket.on('data', readHead);
  }

  /**
   * The process that opens a session reports it over IPC in the same turn as its answer leaves, but on
   * a busy box the client's next request can reach this primary first, even by many milliseconds when
   * that process is descheduled between the two writes. Such a request waits for the report, and after
   * SESSION_REPORT_WAIT_MS goes on without it: the session's process is gone, and any other answers
   * "Session ID unknown".
   */
  private awaitOwner(sid: string, proceed: () => void): void {
    let waiting = this.awaitingOwner.get(sid);
    if (!waiting) this.awaitingOwner.set(sid, (waiting = new Set()));
    const onReport = () => {
      clearTimeout(timer);
      proceed();
    };
    const timer = setTimeout(() => {
      waiting.delete(onReport);
      if (waiting.size === 0) this.awaitingOwner.delete(sid);
      proceed();
    }, SESSION_REPORT_WAIT_MS);
    waiting.add(onReport);
  }

  private ownerReported(sid: string): void {
    const waiting = this.awaitingOwner.get(sid);
    if (!waiting) return;
    this.awaitingOwner.delete(sid);
    for (const proceed of waiting) proceed();
  }

  private dispatch(socket: net.Socket, head: Buffer, request: RequestHead): void {
    if (socket.destroyed) return;
    const target = this.choose(request);
    if (!target) return refuse(socket, '503 Service Unavailable');
    if (!request.hasBody) {
      // The whole request is here: the process takes the socket itself.
      this.send(target.worker.id, { type: 'sticky:connection', data: head }, socket, socket);
      return;
    }
    const connectionId = randomBytes(8).toString('hex');
    this.relayed.set(connectionId, { socket, workerId: target.worker.id });
    socket.on('data', (chunk: Buffer) => {
      const relay = this.relayed.get(connectionId);
      if (relay) this.send(relay.workerId, { type: 'sticky:http-chunk', data: chunk, connectionId }, socket);
    });
    socket.once('close', () => {
      const relay = this.relayed.get(connectionId);
      if (!relay) return;
      this.relayed.delete(connectionId);
      this.send(relay.workerId, { type: 'sticky:abort', connectionId });
    });
    this.send(
      target.worker.id,
      {
        type: 'sticky:http-chunk-start',
        data: head,
        connectionId,
        socketInfo: {
          remoteAddress: socket.remoteAddress,
          remotePort: socket.remotePort,
          localAddress: socket.localAddress,
          localPort: socket.localPort,
        },
      },
      socket,
    );
    socket.resume();
  }

  /** The process for a request, by its head; null when no process can take it. */
  private choose({ sid, socketIo }: RequestHead): Target | null {
    const owner = sid === undefined ? undefined : this.targets.get(this.sessionOwners.get(sid) ?? -1);
    if (owner && owner.standing !== 'refusing') return owner;
    // A new session or plain request; a session whose process is gone lands elsewhere, which answers
    // "Session ID unknown", and its client opens a new session at once.
    let candidates = [...this.targets.values()].filter((t) => t.standing === 'serving');
    // None serves yet (all starting, or one restarting after a crash): one that starts holds it until it serves.
    if (candidates.length === 0) candidates = [...this.targets.values()].filter((t) => t.standing === 'starting');
    if (candidates.length === 0) return null;
    this.turn = (this.turn + 1) % candidates.length;
    const inTurn = [...candidates.slice(this.turn), ...candidates.slice(0, this.turn)];
    if (!socketIo) return inTurn[0]!;
    const now = Date.now();
    const load = (t: Target): number => {
      while (t.handshakesSentAt.length > 0 && now - t.handshakesSentAt[0]! > HANDSHAKE_COUNTED_MS) t.handshakesSentAt.shift();
      return t.sessions + t.handshakesSentAt.length;
    };
    const least = inTurn.reduce((best, t) => (load(t) < load(best) ? t : best));
    least.handshakesSentAt.push(now);
    return least;
  }

  private onMessage(worker: Worker, message: RouterMessage): void {
    const target = this.targets.get(worker.id);
    switch (message?.type) {
      case 'sticky:connection':
        this.sessionOwners.set(message.data, worker.id);
        if (target) {
          target.sessions++;
          target.handshakesSentAt.shift();
        }
        this.ownerReported(message.data);
        return;
      case 'sticky:disconnection':
        if (this.sessionOwners.get(message.data) === worker.id) this.sessionOwners.delete(message.data);
        if (target) target.sessions = Math.max(0, target.sessions - 1);
        return;
      case API_REFUSING_MESSAGE:
        this.setStanding(worker.id, 'refusing');
        return;
      case 'sticky:http-response':
        this.relayedSocket(message.connectionId)?.write(message.data);
        return;
      case 'sticky:http-response-end':
        this.relayedSocket(message.connectionId)?.end();
        this.relayed.delete(message.connectionId);
        return;
      case 'sticky:http-response-destroy':
        this.relayedSocket(message.connectionId)?.destroy();
        this.relayed.delete(message.connectionId);
        return;
    }
  }

  private relayedSocket(connectionId: string): net.Socket | undefined {
    const socket = this.relayed.get(connectionId)?.socket;
    return socket && !socket.destroyed ? socket : undefined;
  }

  /** A process exited: its sessions are gone, and a connection it was answering is closed so its client asks again at once. */
  private forget(workerId: number): void {
    this.targets.delete(workerId);
    for (const [sid, owner] of this.sessionOwners) if (owner === workerId) this.sessionOwners.delete(sid);
    for (const [connectionId, relay] of this.relayed) {
      if (relay.workerId !== workerId) continue;
      this.relayed.delete(connectionId);
      relay.socket.destroy();
    }
  }

  /** Sends to a process; if that fails, the client's socket is closed (it asks again). */
  private send(workerId: number, message: object, clientSocket?: net.Socket, handle?: net.Socket): void {
    const worker = this.targets.get(workerId)?.worker;
    const failed = (error: Error | null) => {
      if (error) clientSocket?.destroy();
    };
    if (!worker?.isConnected()) return failed(new Error('process gone'));
    if (handle) worker.send(message, handle, failed);
    else worker.send(message, failed);
  }
}

type RouterMessage =
  | { type: 'sticky:connection' | 'sticky:disconnection'; data: string }
  | { type: 'sticky:http-response'; connectionId: string; data: Buffer }
  | { type: 'sticky:http-response-end' | 'sticky:http-response-destroy'; connectionId: string }
  | { type: typeof API_REFUSING_MESSAGE }
  | null;

/** What routing needs of a request's head. */
interface RequestHead {
  /** The engine.io session it belongs to. */
  sid: string | undefined;
  /** A socket.io request (a handshake when it names no session), not a plain one. */
  socketIo: boolean;
  /** Whether a body follows the head, perhaps in further chunks. */
  hasBody: boolean;
}

function parseHead(header: string): RequestHead {
  const lineEnd = header.indexOf('\r\n');
  const requestLine = lineEnd < 0 ? header : header.slice(0, lineEnd);
  const lowHeader = header.toLowerCase();
  return {
    sid: SESSION_ID.exec(requestLine)?.[1],
    socketIo: requestLine.includes('/socket.io/'),
    hasBody: lowHeader.includes('content-length:') || lowHeader.includes('transfer-encoding:'),
  };
}

function refuse(socket: net.Socket, status: string): void {
  socket.removeAllListeners('data');
  socket.resume(); // what the client still sends is read and dropped, so the close completes
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
