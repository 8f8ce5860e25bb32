#!/usr/bin/env node
// A plain static host for the demo's e2e (npm run build:demo): files as they are, the headers of `_headers`, and any
// other address answered with `404.html` and status 404, as GitHub Pages and its kind do. Nothing else runs: no Prism,
// no world server. `node e2e/demo/serve-static.mjs <folder> <port> [<base>]` serves <folder> under <base> ('/').
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const [folder = 'dist-demo', port = '4183', base = '/'] = process.argv.slice(2);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The `/*` block of `_headers` (vite/security-headers.ts writes it): the headers of every answer. */
function headersOf(text) {
  const headers = {};
  for (const line of text.split('\n').slice(1)) {
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]] = match[2];
  }
  return headers;
}
const headers = headersOf(readFileSync(join(folder, '_headers'), 'utf8'));

const fileOf = (path) => {
  const file = normalize(join(folder, decodeURIComponent(path)));
  if (!file.startsWith(normalize(folder))) return null;
  try {
    const stat = statSync(file);
    return stat.isDirectory() ? fileOf(`${path.replace(/\/$/, '')}/index.html`) : file;
  } catch {
    return null;
  }
};

createServer((request, response) => {
  const path = new URL(request.url, 'http://host').pathname;
  const inside = path.startsWith(base) ? `/${path.slice(base.length)}` : null;
  const file = inside === null ? null : fileOf(inside);
  const answer = file ?? join(folder, '404.html');
  response.writeHead(file ? 200 : 404, {
    ...headers,
    'content-type': TYPES[extname(answer)] ?? 'application/octet-stream',
  });
  response.end(readFileSync(answer));
}).listen(Number(port), '127.0.0.1', () => console.log(`demo: ${folder} on http://127.0.0.1:${port}${base}`));
