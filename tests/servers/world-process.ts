import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port free on the loopback now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The world's server in a process of its own, as `npm start` runs it (mocks/world/serve.mjs), on `port`; `dir`: where
 * it keeps the worlds; `env`: its environment's additions (WORLD_FILES_PORT). Resolves once it listens.
 */
export function startWorldProcess(
  port: number,
  { dir, env = {} }: { dir?: string; env?: Record<string, string> } = {},
): Promise<ChildProcess> {
  const options = JSON.stringify({ port, latency: 0, ...(dir ? { dir } : {}) });
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startWorld } = await import('./mocks/world/serve.mjs');
       const world = await startWorld(${options});
       process.on('SIGTERM', () => world.stop().then(() => process.exit(0)));
       console.log('listening');`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the world's server stopped (${code})`)));
  });
}

/** Stops a world's process and resolves once it has exited. */
export function stopWorldProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
