// Starts the mock world's HTTP server (mocks/world/server.ts) through Vite's module runner (TypeScript, the @ alias
// and import.meta.glob as in the app), and resolves once it listens. Used by npm start and the e2e suite's server.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * @param {{ port?: number, latency?: number, scenario?: string, dir?: string, fresh?: boolean, faults?: string }} options
 * `dir`: where the worlds are kept across restarts (none: in memory only); `fresh`: the kept ones removed first.
 */
export async function startWorld({ port = 4011, latency = 300, scenario, dir, fresh, faults } = {}) {
  const { module } = await runnerImport('./mocks/world/server.ts', {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': at('../../src'), '~mocks': at('..') } },
  });
  // The uploaded files' own origin: WORLD_FILES_PORT, or a free port (mocks/world/file-server.ts).
  const filesPort = Number(process.env.WORLD_FILES_PORT ?? 0);
  const { server, kept } = await module.startWorldServer({ port, latency, scenario, dir, fresh, faults, filesPort });
  return {
    url: `http://127.0.0.1:${port}`,
    kept,
    stop: async () => {
      await kept?.flush();
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
    },
  };
}
