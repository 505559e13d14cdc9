/**
 * What every live namespace (/exam, /invigilate, /ops) may tell a socket about its session's other
 * windows. A session keeps at most LIVE_SOCKETS_PER_SESSION sockets per namespace: a newer one closes
 * the oldest, which first hears `takenOver` with the reason its page shows (for /exam, the takeover of
 * an attempt opened in a newer window says the same).
 */
export const SessionSocketEvents = {
  takenOver: 'session:taken-over',
} as const;

export interface SessionSocketServerToClient {
  [SessionSocketEvents.takenOver]: (event: { message: string }) => void;
}
