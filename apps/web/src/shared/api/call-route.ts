import {
  pathTo,
  type BodyInput,
  type FileRoute,
  type JsonRoute,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
  type RouteContract,
} from '@cdi/contracts';
import type { z } from 'zod';
import { apiRequest, fetchFile, type FileRequestOptions, type RequestOptions } from './client';

/** What a call sends, shaped by its route's contract: path parameters, query and body where it has them. */
export type RouteInput<R extends RouteContract> = (R['params'] extends object ? { params: ParamsInput<R> } : unknown) &
  (R['query'] extends object ? { query?: QueryInput<R> } : unknown) &
  (R['body'] extends { contentTypes: readonly ['multipart/form-data', ...unknown[]] }
    ? { body: FormData }
    : R['body'] extends object
      ? { body: BodyInput<R> }
      : unknown);

export type CallOptions = Pick<RequestOptions<unknown>, 'timeoutMs' | 'fallbackError' | 'signal' | 'token' | 'signOutOn401'>;

interface AnyInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A query string's values as text; absent values are left out. */
function queryText(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

function pathOf(route: RouteContract, input: AnyInput): string {
  return input.params ? pathTo(route.path, input.params) : route.path;
}

/** Calls an endpoint by its contract: the method, path and body kind come from it, and the answer is parsed by its response schema. */
export function callRoute<R extends JsonRoute>(route: R, input: RouteInput<R>, options: CallOptions): Promise<ResponseOf<R>> {
  const { params, query, body } = input as AnyInput;
  const kind = route.body?.contentTypes[0];
  return apiRequest(pathOf(route, { params }), {
    ...options,
    method: route.method.toUpperCase() as NonNullable<RequestOptions<unknown>['method']>,
    query: queryText(query),
    ...(kind === 'multipart/form-data'
      ? { multipart: body as FormData }
      : kind === 'application/x-www-form-urlencoded'
        ? { form: body as Record<string, string> }
        : kind
          ? { json: body }
          : {}),
    schema: route.response as z.ZodType<ResponseOf<R>>,
  });
}

/** Fetches a file an endpoint answers (an export, a stored PDF), by its contract. */
export function fetchRouteFile<R extends FileRoute>(
  route: R,
  input: RouteInput<R>,
  options: Omit<FileRequestOptions, 'query'>,
): Promise<Response> {
  const { params, query } = input as AnyInput;
  return fetchFile(pathOf(route, { params }), { ...options, query: queryText(query) });
}
