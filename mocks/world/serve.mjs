// Starts the mock world's HTTP server (mocks/world/server.ts) through Vite's module runner (TypeScript, the @ alias
// and import.meta.glob as in the app), and resolves once it listens. Used by npm start and the e2e suite's server.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));

/** @param {{ port?: number, latency?: number }} options */
export async function startWorld({ port = 4011, latency = 300 } = {}) {
  const { module } = await runnerImport('./mocks/world/server.ts', {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': at('../../src'), '~mocks': at('..') } },
  });
  const server = await module.startWorldServer({ port, latency });
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
