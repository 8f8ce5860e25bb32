import type { Plugin, Rolldown } from 'vite';
import { closure, routeChunks, type BuiltChunks } from './route-preload.ts';
import { withEnv } from './with-env.mjs';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];

/**
 * One chunk for what a first visit to a route runs beyond the entry. `route` is its file under src/routes, without
 * extension (`_app`, `_app/index`). `alone: true` keeps out of it what any other route needs too (those modules stay
 * in the chunks they share); without it the chunk takes all the route needs, and another route that needs a part
 * of it loads it whole.
 */
export interface FirstVisitChunk {
  readonly name: string;
  readonly route: string;
  readonly alone?: boolean;
}

/**
 * The modules of each first-visit chunk, from a build chunked without them (the probe; `entry`, its entry chunk):
 * the chunks a route's split modules are in, and every chunk they import, beyond the entry's and beyond the chunks
 * listed before it; their modules, but stylesheets (they stay in the one lazy sheet) and, for a chunk marked `alone`,
 * what another route's chunks hold too. Read from a real build, not from the import graph: a module's imports name a
 * package's index (`@mantine/core`), which imports every component, and only the bundler knows which of them a route
 * uses.
 */
export function firstVisitModules(
  bundle: BuiltChunks,
  root: string,
  entry: string,
  wanted: readonly FirstVisitChunk[],
  isStyle: (id: string) => boolean,
): Map<string, Set<string>> {
  const modules = (files: Iterable<string>) =>
    [...files].flatMap((file) => {
      const output = bundle[file];
      return output?.type === 'chunk' ? output.moduleIds : [];
    });
  const routes = routeChunks(bundle, root);
  /** The chunks of the routes whose file `match` accepts. */
  const chunksOf = (match: (file: string) => boolean) => routes.filter((r) => match(r.file)).map((r) => r.chunk);
  const taken = closure(bundle, [entry]);
  const result = new Map<string, Set<string>>();
  for (const { name, route, alone } of wanted) {
    const own = chunksOf((file) => file === route);
    if (!own.length)
      throw new Error(`first-visit chunk "${name}": no split module of src/routes/${route} in the build`);
    const files = [...closure(bundle, own)].filter((file) => !taken.has(file));
    // For a chunk marked `alone`, what the chunks of every other route hold stays out of it.
    const elsewhere = chunksOf((file) => file !== route);
    const others = new Set(alone ? modules(closure(bundle, elsewhere)) : []);
    result.set(name, new Set(modules(files).filter((id) => !isStyle(id) && !others.has(id))));
    files.forEach((file) => taken.add(file));
  }
  return result;
}

/**
 * Chunk groups for the first visit's routes, and the plugin that fills them: before the build, it builds the portal
 * once more without them (in memory, not minified, without the pages painted from HTML: a few seconds) and reads
 * which modules each route's first visit loads beyond the entry (`firstVisitModules`). The groups then gather those
 * modules, which the bundler had spread over one chunk per set of lazy routes sharing them.
 */
export function firstVisitChunks(
  wanted: readonly FirstVisitChunk[],
  { priority, isStyle }: { priority: number; isStyle: (id: string) => boolean },
): { plugin: Plugin; groups: Group[] } {
  const modules = new Map<string, Set<string>>();
  const probing = process.env[PROBE] === 'on';
  // The chunks do not share a module (each takes none that one before it took): one priority for all.
  const groups: Group[] = probing
    ? []
    : wanted.map(({ name }) => ({ name, test: (id: string) => modules.get(name)?.has(id) ?? false, priority }));
  const plugin: Plugin = {
    name: 'portal:first-visit-chunks',
    apply: (_config, { command }) => command === 'build' && !probing,
    async buildStart() {
      if (this.environment.name !== 'client' || modules.size) return;
      const { configFile, mode, root } = this.environment.config;
      const { bundle, entry } = await probe(configFile, mode, root);
      for (const [name, found] of firstVisitModules(bundle, root, entry, wanted, isStyle)) modules.set(name, found);
    },
  };
  return { plugin, groups };
}

const PROBE = 'PORTAL_CHUNK_PROBE';

/** The chunks of the portal built as configured but without the first-visit groups, kept in memory. */
async function probe(configFile: string | undefined, mode: string, root: string) {
  const { build } = await import('vite');
  const output = await withEnv({ [PROBE]: 'on', PORTAL_FIRST_PAINT: 'off' }, () =>
    build({
      configFile,
      root,
      mode,
      logLevel: 'silent',
      build: { write: false, minify: false, sourcemap: false, manifest: false },
    }),
  );
  const chunks = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput])
    .flatMap((o) => o.output)
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-visit chunks: the probe build has no entry chunk');
  return { bundle: Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk])), entry: entry.fileName };
}
