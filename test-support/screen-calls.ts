import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operations } from '../src/api/generated/operations';

/**
 * The calls the portal's screens make, read from `src/` as it is written: every value (not a type) it imports from a
 * generated hooks module (`src/api/generated/<service>/hooks/…`: `useGetBatch`, `getGetBatchQueryOptions`,
 * `getBatch`, …) names its operation, and a call made without a generated hook (the video host's tus upload) names
 * its third-party operation (`'video-upload_createVideoUpload'`) to decorate its requests. `src/api/` is no screen:
 * its read-backs read only after a write lost its answer.
 *
 * The guards that ask something of every call: a replay row (tests/replay/screen-calls.test.tsx), a read-back or a
 * reason for every write (tests/unit/api/read-back-choices.test.ts).
 */

// A path, not a URL: in jsdom `URL` is the DOM's.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = 'src';
const NOT_SCREENS = ['src/api/'];
const HOOKS = /\/api\/generated\/(portal|third-party\/([^/]+))\/hooks\//;
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;

/** What orval puts after an operation's name: `…Url`, `…QueryOptions`, `…Suspense`, `…MutationOptions`, … */
const AFTER = /^(?:Suspense|Infinite|Query|Mutation|Options|Key|Url)*$/;

/** The operation a generated export is named after (`getBatch`, `useGetBatch`, `getGetBatchTreeUrl`), if any. */
function operationOf(name: string, service: string): string | undefined {
  // A third party's operations are `<service>_<name>` in the contract's table, `<name>` in its hooks.
  const local = new Map(
    operations
      .filter((op) => op.service === service)
      .map((op) => [op.operationId.slice(service === 'portal' ? 0 : service.length + 1), op.operationId]),
  );
  if (local.has(name)) return local.get(name);
  const rest = name.replace(/^(use|get)(?=[A-Z])/, '');
  if (rest === name) return undefined;
  // The longest name that fits wins: `useRemoveBatchMutation` is removeBatchMutation's, `getGetBatchTreeUrl` getBatchTree's.
  for (let end = rest.length; end > 0; end -= 1) {
    const op = local.get(rest.charAt(0).toLowerCase() + rest.slice(1, end));
    if (op && AFTER.test(rest.slice(end))) return op;
  }
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f).replaceAll('\\', '/'));
}

/** Each operation a screen calls, with the files that call it. */
export function screenCalls(root = ROOT): ReadonlyMap<string, readonly string[]> {
  const calls = new Map<string, string[]>();
  const add = (operationId: string, file: string) => {
    const files = calls.get(operationId) ?? [];
    if (!files.includes(file)) files.push(file);
    calls.set(operationId, files);
  };
  const thirdParty = operations.filter((op) => op.service !== 'portal').map((op) => op.operationId);
  for (const path of sourceFiles(join(root, SRC))) {
    const file = relative(root, path).replaceAll('\\', '/');
    if (NOT_SCREENS.some((dir) => file.startsWith(dir))) continue;
    const text = readFileSync(path, 'utf8');
    for (const [, typeOnly, names, from] of text.matchAll(IMPORT)) {
      const hooks = HOOKS.exec(from!);
      if (typeOnly || !hooks) continue;
      const service = hooks[2] ?? 'portal';
      for (const spec of names!.split(',')) {
        const name = spec.trim().split(/\s+as\s+/)[0]!;
        if (!name || name.startsWith('type ')) continue;
        const operationId = operationOf(name, service);
        if (!operationId)
          throw new Error(
            `${file}: ${name} from ${from} names no operation of ${service} (how test-support/screen-calls.ts reads a generated name: AFTER)`,
          );
        add(operationId, file);
      }
    }
    for (const operationId of thirdParty) if (text.includes(`'${operationId}'`)) add(operationId, file);
  }
  return calls;
}
