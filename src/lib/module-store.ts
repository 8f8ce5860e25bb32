/**
 * The resets of the module-level stores (state a module keeps outside React: an open popup, armed answers, the mock
 * world). Vitest files share their modules (isolate: false), so each test starts from a page's first state only if
 * every such store is put back after each test: a store registers its reset beside its definition, and the test setup
 * calls them all (docs/recipes.md, "A new module-level store").
 *
 * Only the test runner keeps them: in a build and in the dev server `registerReset` does nothing, and the bundler drops
 * its calls and this module with them.
 */
type Reset = () => void | Promise<void>;

const resets = new Map<string, Reset>();

/** Registers a store's reset under a name of its own (a module evaluated again replaces its reset). */
export function registerReset(name: string, reset: Reset): void {
  if (import.meta.env.MODE !== 'test') return;
  resets.delete(name);
  resets.set(name, reset);
}

/**
 * Puts every registered store back, the last registered first: a module registers after the modules it imports, so a
 * store is reset before the stores it uses, as a teardown goes.
 */
export async function resetModuleStores(): Promise<void> {
  const failed: string[] = [];
  for (const [name, reset] of [...resets].reverse()) {
    try {
      await reset();
    } catch (error) {
      failed.push(`${name}: ${String(error)}`);
    }
  }
  if (failed.length > 0) throw new Error(`Some module stores could not be reset:\n${failed.join('\n')}`);
}
