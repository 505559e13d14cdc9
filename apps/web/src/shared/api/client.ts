import { API_BASE, ErrorBodySchema, Texts } from '@cdi/contracts';
import type { z } from 'zod';
import { useSession } from '../session/session-store';
import { ApiError } from './api-error';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as an application/x-www-form-urlencoded body. */
  form?: Record<string, string>;
  /** Sent as a multipart/form-data body (files as they are; the browser sets the boundary). */
  multipart?: FormData;
  schema: z.ZodType<T>;
  timeoutMs: number;
  /** Error text when the server gives none. */
  fallbackError: string;
  signal?: AbortSignal;
  /** Bearer token to send instead of the stored session's. */
  token?: string;
  /** A 401 signs the user out, except on calls that deal with the session themselves. */
  signOutOn401?: boolean;
}

export function buildUrl(path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${API_BASE}${path}${search}`;
}

function buildBody<T>({ json, form, multipart }: RequestOptions<T>, headers: Headers): BodyInit | undefined {
  if (multipart) return multipart;
  if (form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return new URLSearchParams(form);
  }
  if (json === undefined) return undefined;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(json);
}

/** A response body as JSON; undefined when empty or not JSON. */
export function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJsonBody(await response.text());
}

/** The error envelope of a failed call as an ApiError; the fallback when the body is not the envelope. */
export function apiFailure(status: number, payload: unknown, fallbackError: string): ApiError {
  const body = ErrorBodySchema.safeParse(payload);
  if (!body.success) return new ApiError(fallbackError, { status });
  const { error, field, retryAfter, problems } = body.data;
  return new ApiError(error, { status, field, retryAfter, problems });
}

/** The signed-in session's bearer token, if any. */
export function sessionToken(): string | undefined {
  return useSession.getState().session?.token;
}

/** Why a refused session ended, as the sign-in page says it: a suspended account is told so, anything else expired. */
export function sessionEndedNotice(serverMessage?: string): string {
  return serverMessage === Texts.accountSuspended ? Texts.accountSuspended : Texts.sessionExpired;
}

/** A 401 means the session is gone: sign out, saying why. */
export function signOutOnUnauthorized(status: number, serverMessage?: string): void {
  if (status === 401) useSession.getState().clear(sessionEndedNotice(serverMessage));
}

/** The one way this app calls the API: cookies and the bearer token, a timeout, and the error envelope as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', schema, timeoutMs, fallbackError, signal, signOutOn401 = true } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.token ?? sessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const body = buildBody(options, headers);

  const timeout = new AbortController();
  const timer = window.setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([timeout.signal, signal]) : timeout.signal;

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, credentials: 'include', signal: combined });
    payload = await readJson(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.signal.aborted) throw new ApiError(Texts.requestTimedOut, { status: 0, timedOut: true });
    throw new ApiError(Texts.loginNetworkError, { status: 0 });
  } finally {
    window.clearTimeout(timer);
  }

  const succeeded = (payload as { success?: unknown } | undefined)?.success !== false;
  if (!response.ok || !succeeded) {
    const failure = apiFailure(response.status, payload, fallbackError);
    if (signOutOn401) signOutOnUnauthorized(response.status, failure.message);
    throw failure;
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(fallbackError, { status: response.status });
  return parsed.data;
}

export interface FileRequestOptions {
  query?: Record<string, string>;
  /** The Accept header: the file's type, or any. */
  accept?: string;
  timeoutMs: number;
  /** Error text when the server gives none, or the file could not be fetched. */
  fallbackError: string;
  signal?: AbortSignal;
}

/**
 * A file the API answers (an export, a stored PDF), fetched like every call: cookies and the bearer
 * token, a timeout, and a failure as an ApiError from the error envelope. Read the body as the file needs.
 */
export async function fetchFile(path: string, options: FileRequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: options.accept ?? '*/*' });
  const token = sessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers,
      credentials: 'include',
      signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(options.fallbackError, { status: 0, timedOut: timeout.aborted });
  }
  if (!response.ok) {
    const failure = apiFailure(response.status, parseJsonBody(await response.text()), options.fallbackError);
    signOutOnUnauthorized(response.status, failure.message);
    throw failure;
  }
  return response;
}

/** The file name from Content-Disposition (RFC 6266: filename* in UTF-8 first, then filename); the fallback without one. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Not valid percent-encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}
