import type { Plugin, Rolldown } from 'vite';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];

/** A chunk of the probe build, as far as the groups need it. */
export interface ProbeChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
}

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

/** The split modules of a route file (TanStack's `?tsr-split=` ids), by route file. */
function splitRoute(id: string, routesDir: string): string | null {
  const [path = '', query = ''] = id.split('?');
  if (!query.includes('tsr-split') || !path.startsWith(`${routesDir}/`)) return null;
  return path.slice(routesDir.length + 1).replace(/\.tsx?$/, '');
}

/**
 * The modules of each first-visit chunk, from a build chunked without them (the probe): the chunks a route's split
 * modules are in, and every chunk they import, beyond the entry's and beyond the chunks listed before it; their
 * modules, but stylesheets (they stay in the one lazy sheet) and, for a chunk marked `alone`, what another route's
 * chunks hold too. Read from a real build, not from the import graph: a module's imports name a package's index
 * (`@mantine/core`), which imports every component, and only the bundler knows which of them a route uses.
 */
export function firstVisitModules(
  chunks: readonly ProbeChunk[],
  routesDir: string,
  wanted: readonly FirstVisitChunk[],
  isStyle: (id: string) => boolean,
): Map<string, Set<string>> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: Iterable<string>) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    [...files].forEach(visit);
    return seen;
  };
  const taken = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const routeChunks = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const route = splitRoute(id, routesDir);
      if (route !== null) routeChunks.set(route, (routeChunks.get(route) ?? new Set()).add(chunk.fileName));
    }
  }
  const result = new Map<string, Set<string>>();
  for (const { name, route, alone } of wanted) {
    const own = routeChunks.get(route);
    if (!own) throw new Error(`first-visit chunk "${name}": no split module of src/routes/${route} in the build`);
    const files = [...closure(own)].filter((file) => !taken.has(file));
    const others = new Set<string>();
    if (alone) {
      for (const [other, start] of routeChunks) {
        if (other === route) continue;
        for (const file of closure(start)) byFile.get(file)?.moduleIds.forEach((id) => others.add(id));
      }
    }
    const modules = new Set(
      files.flatMap((file) => byFile.get(file)?.moduleIds ?? []).filter((id) => !isStyle(id) && !others.has(id)),
    );
    files.forEach((file) => taken.add(file));
    result.set(name, modules);
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
  { root, priority, isStyle }: { root: string; priority: number; isStyle: (id: string) => boolean },
): { plugin: Plugin; groups: Group[] } {
  const modules = new Map<string, Set<string>>();
  const probing = process.env[PROBE] === 'on';
  const groups: Group[] = probing
    ? []
    : wanted.map(({ name }, i) => ({
        name,
        test: (id: string) => modules.get(name)?.has(id) ?? false,
        priority: priority - i / (wanted.length + 1),
      }));
  const plugin: Plugin = {
    name: 'portal:first-visit-chunks',
    apply: (_config, { command }) => command === 'build' && !probing,
    async buildStart() {
      if (this.environment.name !== 'client' || modules.size) return;
      const chunks = await probe(this.environment.config.configFile, this.environment.config.mode, root);
      for (const [name, found] of firstVisitModules(chunks, `${root}/src/routes`, wanted, isStyle)) {
        modules.set(name, found);
      }
    },
  };
  return { plugin, groups };
}

const PROBE = 'PORTAL_CHUNK_PROBE';

/** The chunks of the portal built as configured but without the first-visit groups, kept in memory. */
async function probe(configFile: string | undefined, mode: string, root: string): Promise<ProbeChunk[]> {
  const { build } = await import('vite');
  const saved = { probe: process.env[PROBE], paint: process.env.PORTAL_FIRST_PAINT };
  process.env[PROBE] = 'on';
  process.env.PORTAL_FIRST_PAINT = 'off';
  try {
    const output = await build({
      configFile,
      root,
      mode,
      logLevel: 'silent',
      build: { write: false, minify: false, sourcemap: false, manifest: false },
    });
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    return outputs
      .flatMap((o) => o.output)
      .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
      .map(({ fileName, isEntry, imports, moduleIds }) => ({ fileName, isEntry, imports, moduleIds }));
  } finally {
    restore(PROBE, saved.probe);
    restore('PORTAL_FIRST_PAINT', saved.paint);
  }
}

function restore(key: typeof PROBE | 'PORTAL_FIRST_PAINT', value: string | undefined): void {
  if (value !== undefined) process.env[key] = value;
  else if (key === PROBE) delete process.env.PORTAL_CHUNK_PROBE;
  else delete process.env.PORTAL_FIRST_PAINT;
}
