import { dirname, join } from 'node:path';

/** swagger-ui's files the page loads, served from our origin (the CSP allows 'self' only). */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

export interface DocsAsset {
  readonly path: string;
  readonly contentType: string;
}

/** A file of swagger-ui-dist by name, or undefined for any other name. */
export function docsAsset(name: string): DocsAsset | undefined {
  const contentType = ASSET_TYPES[name];
  if (contentType === undefined) return undefined;
  return {
    path: join(dirname(require.resolve('swagger-ui-dist/package.json')), name),
    contentType,
  };
}

/** Starts swagger-ui on the document; a file, since the CSP allows no inline script. */
export const DOCS_INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
});
`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tutor platform API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/docs-init.js"></script>
  </body>
</html>
`;
