/** Redis keys of live exam state (under the deployment's key prefix). */

/** Which socket holds an attempt's one live session. */
export const attemptOwnerKey = (attemptId: string) => `live:attempt:${attemptId}:socket`;
/** Position and heartbeat of an attempt, as a hash. */
export const attemptLiveKey = (attemptId: string) => `live:attempt:${attemptId}`;
/** A session's live sockets on one namespace, by when each connected (a sorted set). */
export const sessionSocketsKey = (namespace: string, sessionId: string) => `live:session:${sessionId}:sockets:${namespace}`;
