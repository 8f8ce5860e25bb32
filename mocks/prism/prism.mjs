// Starting Prism on the generated mock-server document, shared by `npm start`, the e2e suite and the contract test.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export const MOCK_DOCUMENT = 'src/api/generated/mock-server.json';

/** Starts `prism mock` (or `prism proxy <upstream>`) and resolves once it answers. */
export async function startPrism({ port = 4010, upstream, stdio = 'pipe', log = () => {} } = {}) {
  const args = upstream
    ? ['proxy', MOCK_DOCUMENT, upstream, '--errors', '-h', '127.0.0.1', '-p', String(port)]
    : ['mock', MOCK_DOCUMENT, '-h', '127.0.0.1', '-p', String(port)];
  const child = spawn('node_modules/.bin/prism', args, { stdio: ['ignore', stdio, stdio] });
  if (stdio === 'pipe') {
    child.stdout.on('data', (chunk) => log(String(chunk)));
    child.stderr.on('data', (chunk) => log(String(chunk)));
  }
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`prism exited with code ${child.exitCode}`);
    try {
      await fetch(`${url}/__health`);
      return { child, url, stop: () => child.kill('SIGTERM') };
    } catch {
      await sleep(250);
    }
  }
  child.kill('SIGTERM');
  throw new Error('prism did not start within 30 s');
}
