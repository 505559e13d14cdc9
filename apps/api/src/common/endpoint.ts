import { applyDecorators, Body, Delete, Get, HttpCode, Param, Post, Put, Query, SetMetadata } from '@nestjs/common';
import type { ResponseOf, RouteContract } from '@cdi/contracts';
import { Public, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from './zod-validation.pipe';

/** The contract a handler serves, kept on the handler so the route table can be checked against Nest's. */
export const ROUTE_CONTRACT = 'http:routeContract';

const METHOD_DECORATORS = { get: Get, post: Post, put: Put, delete: Delete } as const;

/** A JSON route's handler resolves to the contract's response; a file route's handler streams its file. */
type Answer<R extends RouteContract> = R['response'] extends { file: string } ? unknown : ResponseOf<R>;

/**
 * Serves the route a contract declares: its method and path, who may call it and its success status all
 * come from the contract, and the handler must resolve to the contract's response.
 */
export function Endpoint<R extends RouteContract>(route: R) {
  const decorators = [METHOD_DECORATORS[route.method](route.path), SetMetadata(ROUTE_CONTRACT, route)];
  if (route.access === 'public') decorators.push(Public());
  else if (route.access !== 'signed-in') decorators.push(Roles(...route.access));
  if (route.status) decorators.push(HttpCode(route.status));
  const decorate = applyDecorators(...decorators);
  return <H extends (...args: never[]) => Answer<R> | Promise<Answer<R>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    decorate(target, key, descriptor);
  };
}

function part<T>(value: T | undefined, route: RouteContract, name: string): T {
  if (value === undefined) throw new Error(`${route.method.toUpperCase()} ${route.path} has no ${name} in its contract`);
  return value;
}

/** The path parameters, checked by the contract (a malformed id names nothing: 404). */
export const RouteParams = (route: RouteContract) => Param(validPath(part(route.params, route, 'params')));
/** The query string, checked by the contract (400 naming the field). */
export const RouteQuery = (route: RouteContract) => Query(validBody(part(route.query, route, 'query')));
/** The body, checked by the contract (400 naming the field). */
export const RouteBody = (route: RouteContract) => Body(validBody(part(route.body, route, 'body').schema));
