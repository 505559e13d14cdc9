import { randomUUID } from 'node:crypto';

/** An id a proxy in front may already have given the request (nginx's $request_id, say). */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The request's id: the caller's X-Request-Id when it is a plain token, else a new UUID. */
export function requestIdFor(given: string | string[] | undefined): string {
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}
