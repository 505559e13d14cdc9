/**
 * The socket.io rooms the server puts sockets in, and the Redis channel that carries broadcasts
 * between processes. Named here once: api replicas join and emit to them, the worker emits to them.
 */

/** The socket.io Redis adapter's key (channel prefix); the worker's emitter must use the same. */
export function socketIoKey(redisPrefix: string): string {
  return `${redisPrefix}socket.io`;
}

/** The room every developer's /ops socket is in; the worker publishes queue progress to it. */
export function opsDevelopersRoom(): string {
  return 'ops:developers';
}

/** The room of one attempt's candidate sockets in /exam (the worker tells them about expiry). */
export function examAttemptRoom(attemptId: string): string {
  return `attempt:${attemptId}`;
}

/** The room of the invigilators watching one assignment. */
export function assignmentRoom(assignmentId: string): string {
  return `assignment:${assignmentId}`;
}

/** Rooms every socket joins for its session and its user, so revoking either cuts it at once. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
export function tenantRoom(tenantId: string): string {
  return `tenant:${tenantId}`;
}
