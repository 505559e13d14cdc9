import { z } from 'zod';
import type { Capability, Role } from '../roles';

/** Who may call a route: anyone, any signed-in user, or only these roles (the api's AuthGuard applies it). */
export type RouteAccess = 'public' | 'signed-in' | readonly Role[];

/** The media types of a stored or generated file a route answers with instead of JSON. */
export type FileMediaType =
  | 'audio/*'
  | 'image/*'
  | 'text/csv'
  | 'text/plain'
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The groups routes are listed under in the API document. */
export const API_TAGS = {
  auth: 'Sign-in and sessions',
  health: 'Health',
  tenants: 'Tenants (developer)',
  systemStats: 'System statistics (developer)',
  developerAccount: 'Developer account',
  examParts: 'Exam parts (developer)',
  adminExams: 'Exam parts and tests (admin)',
  people: 'Students and groups (admin)',
  testMaking: 'Test making and assignments',
  candidate: 'Candidate: assigned tests and attempt content',
  invigilation: 'Invigilation (admin)',
  practice: 'Public practice tests',
  adminConsole: 'Settings, activity log and dashboard (admin)',
  operations: 'Operations (developer)',
  results: 'Results and writing marking',
  pdfDocuments: 'Stored PDFs of the PDF tools (admin, developer)',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export type BodyContentType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

/**
 * One REST endpoint, declared once: the api's controller takes its route, access and validation from it,
 * the OpenAPI document is generated from it, and the web client calls it by it.
 */
export interface RouteContract {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Below API_BASE, with ':name' parameters. */
  path: string;
  tag: ApiTag;
  summary: string;
  access: RouteAccess;
  /** What a centre's user needs to call it: every route open to admins names one (the guard checks it). */
  capability?: Capability;
  /** Path parameters; a path with parameters always has them (defineRoute fills in ids). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; contentTypes: readonly BodyContentType[] };
  /** The success status: 201 for a POST and 200 otherwise unless given. */
  status?: 200 | 201 | 202;
  /** JSON in the contract's shape, or a file (a stored upload streamed with range support, a CSV, a PDF, text). */
  response: z.ZodType | { file: FileMediaType };
  /** Answers 429 with Retry-After past a per-caller limit. */
  rateLimited?: true;
}

/** ':id' and the like in a path, as a union of their names. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Path parameters that are always ids: a malformed one names nothing, so it answers 404. */
const ID_PARAMS = ['id', 'attemptId', 'partId', 'testId', 'groupId', 'userId', 'assignmentId', 'templateId', 'tenantId'];

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
}

/** The contract as declared, with the path's id parameters given a UUID schema when it names none. */
export type DefinedRoute<C extends RouteContract> = C['params'] extends z.ZodObject
  ? C
  : PathParamNames<C['path']> extends never
    ? C
    : C & { params: z.ZodObject<Record<PathParamNames<C['path']>, z.ZodUUID>> };

export function defineRoute<const C extends RouteContract>(contract: C): DefinedRoute<C> {
  if (Array.isArray(contract.access) && contract.access.includes('admin') && !contract.capability)
    throw new Error(`${contract.path}: a route open to admins names the capability it needs`);
  const names = pathParamNames(contract.path);
  if (contract.params || names.length === 0) return contract as DefinedRoute<C>;
  const unknown = names.filter((name) => !ID_PARAMS.includes(name));
  if (unknown.length) throw new Error(`${contract.path}: give the route params for ${unknown.join(', ')}`);
  return { ...contract, params: z.object(Object.fromEntries(names.map((name) => [name, z.uuid()]))) } as DefinedRoute<C>;
}

/** JSON bodies are the default kind. */
export const JSON_BODY = ['application/json'] as const satisfies readonly BodyContentType[];
export const MULTIPART_BODY = ['multipart/form-data'] as const satisfies readonly BodyContentType[];

type Infer<S> = S extends z.ZodType ? z.infer<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a handler receives, and what a client sends, for each part of a route. */
export type ParamsOf<R extends RouteContract> = Infer<R['params']>;
export type QueryOf<R extends RouteContract> = Infer<R['query']>;
export type BodyOf<R extends RouteContract> = R['body'] extends { schema: infer S } ? Infer<S> : never;
export type ParamsInput<R extends RouteContract> = Input<R['params']>;
export type QueryInput<R extends RouteContract> = Input<R['query']>;
export type BodyInput<R extends RouteContract> = R['body'] extends { schema: infer S } ? Input<S> : never;
/** The JSON a route answers with (never for a file). */
export type ResponseOf<R extends RouteContract> = R['response'] extends z.ZodType ? z.infer<R['response']> : never;

/** A route answering JSON, which a client parses with its response schema. */
export type JsonRoute = RouteContract & { response: z.ZodType };
export type FileRoute = RouteContract & { response: { file: FileMediaType } };

export function isFileRoute(route: RouteContract): route is FileRoute {
  return 'file' in route.response;
}
