import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import {
  API_BASE,
  API_ROUTES,
  API_TAGS,
  AUTH_COOKIE,
  ErrorBodySchema,
  type FileMediaType,
  pathParamNames,
  type RouteContract,
} from '@cdi/contracts';
import { z } from 'zod';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** '/tests/:id/mark' under API_BASE, in OpenAPI's form: '/api/tests/{id}/mark'. */
export function openApiPath(path: string): string {
  return `${API_BASE}${path}`.replace(/:([A-Za-z_]+)/g, '{$1}');
}

/** Every failure's body, one component the responses refer to. */
const ErrorBody = ErrorBodySchema.meta({ id: 'ErrorBody' });
const errorBody = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBody } } });

/** The failures a route can answer, all in the one error envelope. */
function errorResponses(route: RouteContract): RouteConfig['responses'] {
  const responses: RouteConfig['responses'] = {};
  if (route.body || route.query) responses[400] = errorBody('The request failed its contract; `field` names the first bad field');
  if (route.access !== 'public') responses[401] = errorBody('No live session');
  if (Array.isArray(route.access)) responses[403] = errorBody('The signed-in role may not call this');
  if (pathParamNames(route.path).length) responses[404] = errorBody("Not found, or another tenant's (which reads the same)");
  if (route.rateLimited)
    responses[429] = errorBody('Past the limit; `retryAfter` (and the Retry-After header) says when to try again');
  return responses;
}

const FILE_RESPONSE_DESCRIPTIONS: Record<FileMediaType, string> = {
  'text/csv': 'A CSV download',
  'text/plain': 'Plain text (the Prometheus exposition format)',
  'application/pdf': 'The stored PDF, as an attachment',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'An XLSX workbook, as an attachment',
  'audio/*': 'The stored file, with range requests (206 Partial Content)',
  'image/*': 'The stored file, with range requests (206 Partial Content)',
};

function successResponse(route: RouteContract): RouteConfig['responses'][number] {
  if ('file' in route.response) {
    return {
      description: FILE_RESPONSE_DESCRIPTIONS[route.response.file],
      content: {
        [route.response.file]: {
          schema: route.response.file === 'text/plain' ? z.string() : z.string().meta({ format: 'binary' }),
        },
      },
    };
  }
  return { description: 'Success', content: { 'application/json': { schema: route.response } } };
}

function describeAccess(route: RouteContract): string {
  if (route.access === 'public') return 'Public.';
  if (route.access === 'signed-in') return 'Any signed-in user.';
  return `Roles: ${route.access.join(', ')}.`;
}

function toRouteConfig(route: RouteContract): RouteConfig {
  const { params } = route;
  return {
    method: route.method,
    path: openApiPath(route.path),
    tags: [API_TAGS[route.tag]],
    summary: route.summary,
    description: describeAccess(route),
    // Public routes drop the document-wide bearer-or-cookie requirement.
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(Array.isArray(route.access) ? { 'x-roles': route.access } : {}),
    request: {
      ...(params ? { params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.body
        ? {
            body: {
              required: true,
              content: Object.fromEntries(route.body.contentTypes.map((type) => [type, { schema: route.body!.schema }])),
            },
          }
        : {}),
    },
    responses: { [route.status ?? (route.method === 'post' ? 201 : 200)]: successResponse(route), ...errorResponses(route) },
  };
}

/** The OpenAPI 3.1 document of every REST route, generated from the contracts' zod schemas. */
export function buildOpenApiDocument(routes: readonly RouteContract[] = API_ROUTES): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token POST /api/auth/login returns',
  });
  registry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: AUTH_COOKIE,
    description:
      'The same token, set by sign-in as an httpOnly SameSite=Strict cookie (the bearer header wins when both are sent)',
  });
  for (const route of routes) registry.registerPath(toRouteConfig(route));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.1',
    info: {
      title: 'CDI exam platform API',
      version: '1',
      description:
        'REST bodies are snake_case as the product spec names them; every failure answers `{success:false, error, field?, retryAfter?}`. ' +
        'The live parts of the product (answers, invigilation, ops) are socket.io namespaces, not described here.',
    },
    security: [{ bearer: [] }, { sessionCookie: [] }],
    tags: Object.values(API_TAGS).map((name) => ({ name })),
  });
}
