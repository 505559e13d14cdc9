import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_BASE } from '@cdi/contracts';
import type { Express, Response } from 'express';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

export const API_DOCS_PATH = `${API_BASE}/docs`;

/** Swagger UI's own files, served by the api itself: no CDN, so the reference works offline. */
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/swagger-ui-bundle.js'));
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js'] as const;

// A file of its own rather than an inline script: the api's CSP (helmet's default) allows scripts from 'self' only.
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${API_DOCS_PATH}/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: 'none',
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>CDI exam platform API</title>
    <link rel="stylesheet" href="${API_DOCS_PATH}/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/assets/initializer.js"></script>
  </body>
</html>
`;

/**
 * Serves the OpenAPI document at /api/docs/openapi.json and a reference page at /api/docs, straight on
 * the HTTP server as @nestjs/swagger does: they are the api's description, not routes of it, and are
 * public like the routes' shapes they describe. The document is built on first request.
 */
export function serveApiDocs(app: NestExpressApplication): void {
  let document: OpenApiDocument | undefined;
  const http: Express = app.getHttpAdapter().getInstance();

  http.get(`${API_DOCS_PATH}/openapi.json`, (_request: unknown, response: Response) => {
    document ??= buildOpenApiDocument();
    response.json(document);
  });
  http.get(API_DOCS_PATH, (_request: unknown, response: Response) => {
    response.type('html').send(PAGE);
  });
  http.get(`${API_DOCS_PATH}/assets/initializer.js`, (_request: unknown, response: Response) => {
    response.type('js').send(INITIALIZER);
  });
  for (const file of SWAGGER_UI_FILES) {
    http.get(`${API_DOCS_PATH}/assets/${file}`, (_request: unknown, response: Response) => {
      response.sendFile(path.join(SWAGGER_UI_DIR, file), { maxAge: '1d' });
    });
  }
}
