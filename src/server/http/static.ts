import type { Context, Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chooseEncoding } from './accept-encoding';
import { pageHeaders } from './middleware/headers';
import { loadStaticFiles, type StaticFile } from './static-files';

// Hashed names change with their content, so browsers keep them for a year without asking;
// everything else (index.html first) is revalidated, so a new build reaches every tab.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function send(c: Context, file: StaticFile, cacheControl: string) {
  const available = [...file.encoded.keys()];
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), available);
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  if (available.length > 0) c.header('Vary', 'Accept-Encoding');
  const unchanged = c.req
    .header('If-None-Match')
    ?.split(/\s*,\s*/)
    .includes(etag);
  if (unchanged) return c.body(null, 304);
  const body = (encoding && file.encoded.get(encoding)) || file.plain;
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(body.byteLength));
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(body);
}

// Serves the built SPA, brotli or gzip as the browser accepts (built by scripts/vite/precompress);
// any other path gets index.html so deep links like /stock/005930 load the app, which then
// routes on the client.
export function mountSpa(app: Hono, staticDir: string) {
  if (!existsSync(join(staticDir, 'index.html'))) {
    console.warn(`No built client at ${staticDir}; run "npm run build" to serve the app.`);
    return;
  }
  const files = loadStaticFiles(staticDir);
  const index = files.get('/index.html')!;
  app.get('*', pageHeaders, (c) => {
    const file = files.get(c.req.path);
    if (c.req.path.startsWith('/assets/')) {
      // A missing hashed asset (an old tab after an upgrade) is a 404, not the app's HTML.
      return file ? send(c, file, IMMUTABLE) : c.text('Not found', 404);
    }
    return send(c, file ?? index, REVALIDATE);
  });
}
