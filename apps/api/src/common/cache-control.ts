import type { NextFunction, Request, Response } from 'express';

/**
 * Api answers carry tokens, issued passwords and candidates' personal data, so none may be kept by a
 * browser or a proxy: every /api response says `no-store` unless its route opts into caching by
 * setting a Cache-Control of its own (one of the named policies below), which replaces this default.
 */
export const NO_STORE = 'no-store';

/**
 * The opt-out for a tenant's stored files (exam audio and images, PDFs): large, unchanging once
 * stored, and re-read on every page of a sitting. Only the signed-in reader's own browser may keep
 * them, for an hour; never a shared cache.
 */
export const PRIVATE_FILE_CACHING = 'private, max-age=3600';

/**
 * A stored file asked for by a URL naming its version (CONTENT_VERSION_PARAM): that URL always means
 * the same bytes, so the reader's browser keeps it for a year without asking again; still never a shared cache.
 */
export const PRIVATE_VERSIONED_FILE_CACHING = 'private, max-age=31536000, immutable';

/**
 * A candidate's exam content (a section's parts as JSON): kept by the reader's browser but asked for
 * again each time, so a reload costs a 304 against its strong ETag rather than the whole content.
 */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/** Mounted on the api's base path before any route: sets the default that a route may override. */
export function noStoreByDefault(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', NO_STORE);
  next();
}
