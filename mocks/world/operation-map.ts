import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { coverage, type CoverageRow } from './coverage';

/**
 * One operation's place in the house (`npm run world:coverage -- getBatch`): how the world answers it, its
 * resolver's file, the docs page of its rules, the replay rows that replay its documented failures, the tests that
 * name it, and the collections its resolver reads and writes (as the resolver declares them; the tests check the
 * declaration: model/access.ts). Read from the files themselves, so it cannot drift from them.
 */
export interface OperationPlace extends CoverageRow {
  readonly tag: string;
  /** The docs page of the rules (the resolver file's `Rules:` pointer, else docs/world/<tag>.md). */
  readonly docs?: string;
  /** `file:line` of each replay row that names the operation. */
  readonly replayRows: readonly string[];
  /** The test files (tests/, e2e/) that name the operation. */
  readonly tests: readonly string[];
}

const TEXT = /\.(ts|tsx|mjs)$/;

function filesUnder(root: string, dir: string): string[] {
  const at = join(root, dir);
  if (!existsSync(at)) return [];
  return readdirSync(at).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : TEXT.test(name) ? [path] : [];
  });
}

/** The contract tag of each operation (the bundled contract's `tags`). */
function tagsOf(root: string): Map<string, string> {
  const contract = JSON.parse(readFileSync(join(root, 'src/api/generated/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  };
  const tags = new Map<string, string>();
  for (const item of Object.values(contract.paths))
    for (const op of Object.values(item)) if (op?.operationId) tags.set(op.operationId, op.tags?.[0] ?? '');
  return tags;
}

/** The operation's place, or undefined when the contract has no such operation. */
export function operationPlace(operationId: string, root = process.cwd()): OperationPlace | undefined {
  const row = coverage().find((r) => r.operationId === operationId);
  if (!row) return undefined;
  const tag = tagsOf(root).get(operationId) ?? '';
  const named = new RegExp(`\\b${operationId}\\b`);
  const resolverText = row.resolver ? readFileSync(join(root, 'mocks/world/resolvers', row.resolver), 'utf8') : '';
  const pointer = /Rules: (docs\/world\/[\w-]+\.md)/.exec(resolverText)?.[1];
  const docs = pointer ?? (existsSync(join(root, `docs/world/${tag}.md`)) ? `docs/world/${tag}.md` : undefined);
  const replayRows = filesUnder(root, 'test-support/replay')
    .filter((file) => /replay-rows-[\w-]+\.ts$/.test(file))
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (named.test(line) ? [`${file}:${i + 1}`] : [])),
    );
  const tests = [...filesUnder(root, 'tests'), ...filesUnder(root, 'e2e')]
    .filter((file) => named.test(readFileSync(join(root, file), 'utf8')))
    .map((file) => relative('.', file));
  return { ...row, tag, docs, replayRows, tests };
}
