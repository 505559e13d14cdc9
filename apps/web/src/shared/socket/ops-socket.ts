import {
  LiveTrafficSchema,
  OPS_NAMESPACE,
  OpsEvents,
  OpsTrafficEvents,
  type LiveTraffic,
  QueueDoneSchema,
  QueueFailedSchema,
  QueueProgressSchema,
  SessionSocketEvents,
  type OpsClientToServer,
  type OpsServerToClient,
  type QueueDone,
  type QueueFailed,
  type QueueProgress,
} from '@cdi/contracts';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import { create } from 'zustand';
import { useSession } from '../session/session-store';

/** What the developer's live channel reports; 'connected' after every (re)connection, when events may have been missed. */
export type OpsMessage =
  | { type: 'progress'; event: QueueProgress }
  | { type: 'done'; event: QueueDone }
  | { type: 'failed'; event: QueueFailed }
  | { type: 'connected' };

export type OpsHandler = (message: OpsMessage) => void;

/** The developer's /ops socket, typed by the contract's event maps both ways. */
type OpsSocket = Socket<OpsServerToClient, OpsClientToServer>;

const handlers = new Set<OpsHandler>();
/** `closedReason`: why the server closed the channel for good (a newer window of this sign-in), until it connects again. */
const useOpsStatus = create<{ connected: boolean; closedReason: string | null }>()(() => ({
  connected: false,
  closedReason: null,
}));

/** Live traffic goes to its own listeners: it is a view every 2 s, not a change the caches apply. */
export type OpsTrafficHandler = (traffic: LiveTraffic) => void;
const trafficHandlers = new Set<OpsTrafficHandler>();

function dispatch(message: OpsMessage): void {
  handlers.forEach((handler) => handler(message));
}

/** Listens for one event, passing on only payloads that match the contract. */
function relay<T>(socket: OpsSocket, name: keyof OpsServerToClient, schema: z.ZodType<T>, wrap: (event: T) => OpsMessage): void {
  socket.on(name, (payload: unknown) => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) dispatch(wrap(parsed.data));
  });
}

function openSocket(token: string): OpsSocket {
  const socket: OpsSocket = io(OPS_NAMESPACE, {
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
  });
  socket.on('connect', () => {
    useOpsStatus.setState({ connected: true, closedReason: null });
    dispatch({ type: 'connected' });
  });
  socket.on('disconnect', () => useOpsStatus.setState({ connected: false }));
  socket.on(SessionSocketEvents.takenOver, ({ message }) => useOpsStatus.setState({ connected: false, closedReason: message }));
  socket.on('connect_error', () => useOpsStatus.setState({ connected: false }));
  relay(socket, OpsEvents.progress, QueueProgressSchema, (event) => ({ type: 'progress', event }));
  relay(socket, OpsEvents.done, QueueDoneSchema, (event) => ({ type: 'done', event }));
  relay(socket, OpsEvents.failed, QueueFailedSchema, (event) => ({ type: 'failed', event }));
  socket.on(OpsTrafficEvents.traffic, (payload: unknown) => {
    const parsed = LiveTrafficSchema.safeParse(payload);
    if (parsed.success) trafficHandlers.forEach((handler) => handler(parsed.data));
  });
  return socket;
}

/**
 * Keeps the /ops socket open while a developer is signed in, with the session token in the handshake.
 * Signing out (or a new token) closes it. Mount once, in the developer layout.
 */
export function useOpsConnection(): void {
  const token = useSession((state) => (state.session?.user.role === 'developer' ? state.session.token : undefined));
  useEffect(() => {
    if (!token) return;
    const socket = openSocket(token);
    return () => {
      socket.disconnect();
      useOpsStatus.setState({ connected: false });
    };
  }, [token]);
}

/** Whether the live channel is up; screens poll instead while it is not. */
export function useOpsConnected(): boolean {
  return useOpsStatus((state) => state.connected);
}

/** Why the server closed the live channel for good, shown by the developer layout; null while it is not. */
export function useOpsClosedReason(): string | null {
  return useOpsStatus((state) => state.closedReason);
}

/** Calls the handler (its latest version) for every message of the live channel while the caller is mounted. */
export function useOpsEvents(handler: OpsHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: OpsHandler = (message) => latest.current(message);
    handlers.add(listener);
    return () => {
      handlers.delete(listener);
    };
  }, []);
}

/** Calls the handler with every live traffic view pushed on /ops until the returned function is called. */
export function onOpsTraffic(handler: OpsTrafficHandler): () => void {
  trafficHandlers.add(handler);
  return () => {
    trafficHandlers.delete(handler);
  };
}
