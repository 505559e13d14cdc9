import 'reflect-metadata';
import { validate } from '@readme/openapi-parser';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type Type } from '@nestjs/common';
import { MetadataScanner, ModulesContainer, NestFactory } from '@nestjs/core';
import { API_BASE, API_ROUTES, type Role, type RouteContract } from '@cdi/contracts';
import { AppModule } from '../app.module';
import { ALLOWED_ROLES, IS_PUBLIC } from '../auth/auth.decorators';
import { ROUTE_CONTRACT } from '../common/endpoint';
import type { ApiEnv } from '../config/api-env';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

// file-type ships only ES module entries jest's CommonJS resolver cannot pick; no upload runs here.
jest.mock('file-type', () => ({ fileTypeFromBuffer: jest.fn() }), { virtual: true });

interface ServedRoute {
  /** 'GET /api/tests/{id}', as the document keys it. */
  key: string;
  access: 'public' | 'signed-in' | Role[];
  status: number;
  /** The contract the handler serves (@Endpoint), if it has one. */
  contract: RouteContract | undefined;
}

const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [value ?? '']);
const joinPath = (...parts: string[]) => `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/**
 * Every route of every controller Nest mounts for the api, read from Nest's own module graph (preview
 * mode: modules are resolved, no provider is created, so nothing connects to Postgres or Redis).
 */
async function servedRoutes(): Promise<ServedRoute[]> {
  const context = await NestFactory.createApplicationContext(AppModule.forEnv({} as ApiEnv), { preview: true, logger: false });
  try {
    const scanner = new MetadataScanner();
    const routes: ServedRoute[] = [];
    for (const module of context.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        const controller = metatype as Type;
        for (const name of scanner.getAllMethodNames(controller.prototype)) {
          const handler = controller.prototype[name] as object;
          const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
          if (paths === undefined) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
          const isPublic = Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller);
          const roles = (Reflect.getMetadata(ALLOWED_ROLES, handler) ?? Reflect.getMetadata(ALLOWED_ROLES, controller)) as
            Role[] | undefined;
          const status =
            (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'POST' ? 201 : 200);
          for (const controllerPath of asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[])) {
            for (const path of asList(paths)) {
              const openApiPath = joinPath(API_BASE, controllerPath, path).replace(/:([A-Za-z_]+)/g, '{$1}');
              routes.push({
                key: `${method} ${openApiPath}`,
                access: isPublic ? 'public' : (roles ?? 'signed-in'),
                status,
                contract: Reflect.getMetadata(ROUTE_CONTRACT, handler) as RouteContract | undefined,
              });
            }
          }
        }
      }
    }
    return routes;
  } finally {
    await context.close();
  }
}

type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string]['get']>;

function documentedOperations(document: OpenApiDocument): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (operation) operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return operations;
}

function documentedAccess(operation: Operation): ServedRoute['access'] {
  if (Array.isArray(operation.security) && operation.security.length === 0) return 'public';
  return (operation['x-roles'] as Role[] | undefined) ?? 'signed-in';
}

describe('the OpenAPI document', () => {
  let served: ServedRoute[];
  let operations: Map<string, Operation>;

  beforeAll(async () => {
    served = await servedRoutes();
    operations = documentedOperations(buildOpenApiDocument());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(buildOpenApiDocument()) as Parameters<typeof validate>[0]);
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI' });
  });

  it('finds the routes Nest serves', () => {
    expect(served.length).toBeGreaterThan(40);
    expect(served.map((r) => r.key)).toContain('POST /api/auth/login');
  });

  it('serves every route from its contract', () => {
    expect(served.filter((route) => !route.contract).map((route) => route.key)).toEqual([]);
  });

  it('serves every contract, once', () => {
    const servedContracts = served.map((route) => route.contract);
    const unserved = API_ROUTES.filter((route) => !servedContracts.includes(route));
    expect(unserved.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(new Set(servedContracts).size).toBe(served.length);
  });

  it('documents every route a controller serves', () => {
    const missing = served.map((r) => r.key).filter((key) => !operations.has(key));
    expect(missing).toEqual([]);
  });

  it('documents no route that is not served', () => {
    const servedKeys = new Set(served.map((r) => r.key));
    expect([...operations.keys()].filter((key) => !servedKeys.has(key))).toEqual([]);
  });

  it("says who may call each route as the controller's decorators do", () => {
    const differing = served
      .filter((route) => operations.has(route.key))
      .map((route) => ({ route: route.key, served: route.access, documented: documentedAccess(operations.get(route.key)!) }))
      .filter(({ served, documented }) => JSON.stringify(served) !== JSON.stringify(documented));
    expect(differing).toEqual([]);
  });

  it('gives each route the success status Nest answers with', () => {
    const differing = served
      .filter((route) => operations.has(route.key))
      .map((route) => ({
        route: route.key,
        served: route.status,
        documented: Object.keys(operations.get(route.key)!.responses ?? {})[0],
      }))
      .filter(({ served, documented }) => String(served) !== documented);
    expect(differing).toEqual([]);
  });

  it('describes every path parameter of a route, and only those', () => {
    for (const [key, operation] of operations) {
      const inPath = [...key.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => m[1]).sort();
      const described = (operation.parameters ?? [])
        .filter((p) => 'in' in p && p.in === 'path')
        .map((p) => ('name' in p ? p.name : ''))
        .sort();
      expect({ key, described }).toEqual({ key, described: inPath });
    }
  });
});
