import type { SocketAck, SocketEventMap } from '@cdi/contracts';

/**
 * The handler methods a gateway built with Nest's decorators must have: one per event of the
 * client-to-server map, named as the event's key in the namespace's event constants (`forceSubmit`
 * for `InvigilateEvents.forceSubmit`), answering with that event's ack. A gateway that `implements`
 * it fails the typecheck when an event is renamed, missing, or its ack changes.
 */
export type GatewayHandlers<
  ClientToServer extends SocketEventMap<ClientToServer>,
  EventNames extends Record<string, string>,
  GatewaySocket,
> = {
  [K in keyof EventNames as EventNames[K] extends keyof ClientToServer ? K : never]: (
    socket: GatewaySocket,
    body: unknown,
  ) => Promise<SocketAck<ClientToServer, EventNames[K] & keyof ClientToServer>>;
};
