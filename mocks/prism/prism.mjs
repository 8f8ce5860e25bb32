// Starting Prism on the generated mock-server document, shared by `npm start`, the e2e suite and the contract test.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBinaryFront } from './binary-front.mjs';

export const MOCK_DOCUMENT = 'src/api/generated/mock-server.json';

/**
 * Starts `prism mock` (or `prism proxy <upstream>`) and resolves once it answers on `port`. Prism always has a front
 * (binary-front.mjs) on `port`, with Prism behind it on a free port of the loopback: the front refuses a foreign Host
 * or Origin and keeps Prism's CORS allowance to this machine's pages (mocks/local-guard.mjs), and for a proxy sends
 * binary bodies to the upstream unchanged.
 */
export async function startPrism({ port = 4010, upstream, stdio = 'pipe', log = () => {} } = {}) {
  const prismPort = await freePort();
  const args = upstream
    ? ['proxy', MOCK_DOCUMENT, upstream, '--errors', '-h', '127.0.0.1', '-p', String(prismPort)]
    : ['mock', MOCK_DOCUMENT, '-h', '127.0.0.1', '-p', String(prismPort)];
  const child = spawn('node_modules/.bin/prism', args, { stdio: ['ignore', stdio, stdio] });
  if (stdio === 'pipe') {
    child.stdout.on('data', (chunk) => log(String(chunk)));
    child.stderr.on('data', (chunk) => log(String(chunk)));
  }
  const front = await startBinaryFront({ port, prism: `http://127.0.0.1:${prismPort}`, upstream }).catch((error) => {
    child.kill('SIGTERM');
    throw error;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    front.close();
    front.closeAllConnections();
  };
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) {
      stop();
      throw new Error(`prism exited with code ${child.exitCode}`);
    }
    try {
      const health = await fetch(`http://127.0.0.1:${prismPort}/__health`);
      await health.arrayBuffer();
      return { child, url, stop };
    } catch {
      await sleep(250);
    }
  }
  stop();
  throw new Error('prism did not start within 30 s');
}

/** A port free on the loopback now (the OS's choice). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
