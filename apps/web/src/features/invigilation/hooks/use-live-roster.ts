import {
  ADMIN_CLIENT_TIMEOUT_MS,
  type AckedEvent,
  type InvigilateClientToServer,
  InvigilateEvents,
  Texts,
  type InvigilatorActionAck,
  type RosterPatch,
  RosterSettingsSchema,
  type RosterSnapshot,
  SessionSocketEvents,
  type SocketPayload,
} from '@cdi/contracts';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { clockOffsetMs } from '../../../shared/exam-engine/exam-clock';
import type { SocketListener } from '../../../shared/exam-engine/exam-socket';
import { useSession } from '../../../shared/session/session-store';
import { invigilationKeys } from '../api/invigilation-api';
import { emitInvigilateWithAck, holdInvigilateSocket, type InvigilateSocket } from '../../../shared/socket/invigilate-socket';
import { applyPatches, readPatches, watchRefusal } from '../lib/roster-patches';

/** The invigilator's actions on candidates (every acknowledged event but watching). */
type InvigilatorAction = Exclude<AckedEvent<InvigilateClientToServer>, typeof InvigilateEvents.watch>;

/** The roster as last read and patched, with how far the server's clock is ahead of ours. */
export interface LiveRoster {
  roster: RosterSnapshot;
  clockOffsetMs: number;
}

/**
 * 'connecting' until the first roster arrives; 'live' while patches flow; 'reconnecting' while the
 * socket is down (the roster shown may be behind); 'failed' or 'refused' with the reason.
 */
export type RosterConnection =
  { state: 'connecting' | 'live' | 'reconnecting' } | { state: 'failed' | 'refused'; message: string };

interface Channel {
  socket: InvigilateSocket;
  retry: () => void;
}

/**
 * Watches an assignment on the tab's /invigilate socket while the caller is mounted: the roster from the
 * server on every (re)connection and whenever the server says it may have missed patches, then the
 * patches it sends. A patch about an attempt the roster does
 * not hold (a candidate who opened the test after it was read) reads the roster again.
 * Mount with `key={assignmentId}`, so another assignment starts from 'connecting'.
 */
export function useLiveRoster(assignmentId: string) {
  const queryClient = useQueryClient();
  const token = useSession((state) => (state.session?.user.role === 'admin' ? state.session.token : undefined));
  const [connection, setConnection] = useState<RosterConnection>({ state: 'connecting' });
  const channel = useRef<Channel | null>(null);
  const { data } = useQuery<LiveRoster>({
    queryKey: invigilationKeys.roster(assignmentId),
    queryFn: skipToken,
    staleTime: Infinity,
    // Dropped as soon as the page closes: the next visit rebuilds it from the server.
    gcTime: 0,
  });

  useEffect(() => {
    if (!token) return;
    const key = invigilationKeys.roster(assignmentId);
    // The tab's one socket, shared with the admin's job channel: every listener added below is removed
    // on unmount, and the room is left, as the socket stays open for the next page.
    const { socket, release } = holdInvigilateSocket(token);
    let disposed = false;
    /** Counts roster reads: a newer one (after a reconnect, say) supersedes any still waiting for its ack. */
    let generation = 0;
    let watching = false;
    /** Patches that arrive while a roster is being read; applied on top of it. */
    let held: RosterPatch[] = [];
    /** Attempts a re-read was already asked for, so an attempt the server never lists cannot loop. */
    const looked = new Set<string>();

    const apply = (patches: RosterPatch[]) => {
      const current = queryClient.getQueryData<LiveRoster>(key);
      if (!current) return;
      const { roster, unknownAttempts } = applyPatches(current.roster, patches);
      if (roster !== current.roster) queryClient.setQueryData<LiveRoster>(key, { ...current, roster });
      const fresh = unknownAttempts.filter((attemptId) => !looked.has(attemptId));
      if (fresh.length > 0) {
        fresh.forEach((attemptId) => looked.add(attemptId));
        void watch();
      }
    };

    const watch = async (): Promise<void> => {
      const mine = ++generation;
      watching = true;
      held = [];
      const sentAt = Date.now();
      const ack = await emitInvigilateWithAck(socket, InvigilateEvents.watch, { assignmentId }, ADMIN_CLIENT_TIMEOUT_MS);
      const receivedAt = Date.now();
      if (disposed || mine !== generation) return;
      watching = false;
      const pending = held;
      held = [];
      if (!ack) {
        // A lost connection says so itself and watches again when it is back.
        if (socket.connected) setConnection({ state: 'failed', message: Texts.rosterNotReachable });
        return;
      }
      if (!ack.ok) {
        setConnection(watchRefusal(ack));
        return;
      }
      queryClient.setQueryData<LiveRoster>(key, {
        roster: ack.roster,
        clockOffsetMs: clockOffsetMs(ack.roster.serverTime, sentAt, receivedAt),
      });
      setConnection({ state: 'live' });
      apply(pending);
    };

    const listeners: Record<string, SocketListener> = {
      connect: () => void watch(),
      disconnect: () => {
        if (!disposed) setConnection((last) => (last.state === 'refused' ? last : { state: 'reconnecting' }));
      },
      // Closed for a newer window of this sign-in: socket.io does not reconnect, so say why it stopped.
      [SessionSocketEvents.takenOver]: ({ message }: { message: string }) => {
        if (!disposed) setConnection({ state: 'refused', message });
      },
      connect_error: (error: Error) => {
        if (disposed) return;
        // Refused at the handshake (signed out, not an admin): socket.io gives up, so say why.
        if (!socket.active) setConnection({ state: 'failed', message: error.message || Texts.rosterNotReachable });
        else setConnection((last) => (last.state === 'connecting' ? last : { state: 'reconnecting' }));
      },
      [InvigilateEvents.rosterPatch]: (payload: unknown) => {
        const patches = readPatches(payload);
        if (watching) held.push(...patches);
        else apply(patches);
      },
      // The server may have missed patches for a while (a replica cut off from the others): read it again.
      [InvigilateEvents.rosterStale]: () => void watch(),
      // Another invigilator changed the assignment's settings: the switch moves here too.
      [InvigilateEvents.rosterSettings]: (payload: unknown) => {
        const settings = RosterSettingsSchema.safeParse(payload);
        if (!settings.success || settings.data.assignmentId !== assignmentId) return;
        queryClient.setQueryData<LiveRoster>(
          key,
          (live) => live && { ...live, roster: { ...live.roster, autoCreditOffline: settings.data.autoCreditOffline } },
        );
      },
    };
    // Added and removed by name, so the socket's untyped face: each listener checks what it is sent.
    const events: Pick<Socket, 'on' | 'off'> = socket as unknown as Socket;
    for (const [event, listener] of Object.entries(listeners)) events.on(event, listener);
    // Being cut off and coming back online are handled once for the tab's socket (holdInvigilateSocket).

    // Already connected for another page: watch now. Closed for good (a newer window took over, say):
    // opening a roster connects again, as opening a page always has.
    if (socket.connected) void watch();
    else if (!socket.active) socket.connect();

    channel.current = {
      socket,
      retry: () => {
        setConnection({ state: 'connecting' });
        if (socket.connected) void watch();
        else socket.connect();
      },
    };
    return () => {
      disposed = true;
      channel.current = null;
      for (const [event, listener] of Object.entries(listeners)) events.off(event, listener);
      // Stops the patches of this assignment reaching the tab (a lost socket left its rooms already).
      if (socket.connected)
        void emitInvigilateWithAck(socket, InvigilateEvents.unwatch, { assignmentId }, ADMIN_CLIENT_TIMEOUT_MS);
      release();
    };
  }, [assignmentId, token, queryClient]);

  const retry = useCallback(() => channel.current?.retry(), []);

  /** Emits an invigilator action; undefined when no ack came in time. */
  const send = useCallback(async (event: string, payload: unknown): Promise<InvigilatorActionAck | undefined> => {
    const socket = channel.current?.socket;
    if (!socket) return undefined;
    // The action dialog names its event and builds its payload; the server validates both.
    return emitInvigilateWithAck(
      socket,
      event as InvigilatorAction,
      payload as SocketPayload<InvigilateClientToServer, InvigilatorAction>,
      ADMIN_CLIENT_TIMEOUT_MS,
    );
  }, []);

  return { live: data, connection, retry, send };
}
