import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Serves the built SPA: hashed assets are immutable; any other path gets index.html so deep
// links like /stock/005930 load the app, which then routes on the client.
export function mountSpa(app: Hono, staticDir: string) {
  const indexPath = join(staticDir, 'index.html');
  if (!existsSync(indexPath)) {
    console.warn(`No built client at ${staticDir}; run "npm run build" to serve the app.`);
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: staticDir }));
  // A missing hashed asset (an old tab after an upgrade) is a 404, not the app's HTML.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
