import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every module-level store registers its reset (src/lib/module-store.ts), so that tests/setup.ts puts it back after
 * each test: Vitest files share their modules (isolate: false), and a store left out leaks into the next test.
 *
 * A store, as this scan finds it in the TypeScript of src/ and mocks/ (generated code aside): a top-level `let` or
 * `var`; a top-level `const` array, object, Map, Set, WeakMap or WeakSet that some module of src/ or mocks/ changes
 * (`.push`, `.set`, `.add`, `.delete`, an assignment to a property or an element, `delete`, `Object.assign`); a
 * top-level instance of any other class (a singleton). Its module must call `registerReset`, or the variable must be in
 * NOT_STORES below with the reason it needs no reset. State a factory keeps in its closure (`loadOnce`, `lazyView`) is
 * not seen: such a factory is for code chunks, which stay loaded.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['src', 'mocks'];
const SKIPPED = new Set(['generated', 'public', 'node_modules']);
const RECIPE = 'docs/recipes.md, "A new module-level store"';
const REGISTRY = 'src/lib/module-store.ts';

/** Module-level state that is not a store, as `<file> <variable>`, each with why it needs no reset. */
const NOT_STORES: Record<string, string> = {
  'src/lib/module-store.ts resets': 'the registry itself: its resets stay registered',
  'src/components/location-form/use-country-data.ts places':
    'a data chunk loaded once (countries and states), the same in every test',
  'src/components/location-form/use-country-data.ts cities': 'data chunks loaded once (cities by country)',
  'src/lib/robot-check.ts loading': "the robot-check provider's script, loaded once",
  'src/components/traits-editor/traits-rules.ts counter': 'unique list keys: only their uniqueness matters',
  'src/features/batches/exhibits/exhibit-rules.ts counter': 'unique list keys: only their uniqueness matters',
  'src/features/insight/survey-tab.tsx nextKey': 'unique list keys: only their uniqueness matters',
  'src/features/batches/graph/batch-graph.tsx versions': "a graph's own key, by the laid-out object: only uniqueness",
  'src/features/batches/graph/batch-graph.tsx lastVersion': 'the last key given: only its uniqueness matters',
  'mocks/world/answer.ts breaches': "a test's contract breaches: tests/setup.ts takes them after each test",
  'mocks/world/answer.ts files': "the contract's file fields of each form, loaded once, the same in every test",
  'mocks/world/model/rules/video-upload.ts underWay': 'uploads under way by world (a WeakMap): a new world has none',
  'mocks/world/model/world.ts seed': "built once from the contract's examples; every world is a copy of it",
  'mocks/world/model/rules/survey-audience.ts given': "built once from the contract's examples",
  'mocks/world/model/rules/survey-audience.ts people':
    "the consumer population, built once from the contract's examples",
  'mocks/world/model/rules/survey-consumers.ts directory': "built once from the contract's examples",
  'mocks/world/model/rules/survey.ts catalogue': "built once from the contract's examples",
  'mocks/world/model/rules/subscription-plans.ts catalogue':
    "built once from the contract's examples (handed out as copies)",
  'mocks/world/model/rules/survey-voices.ts seededSends': "built once from the contract's examples",
  'mocks/world/link.ts reloadsOnRepro':
    "the page's one hashchange listener for a pasted repro link, added once per page: no state a test reads",
  'mocks/world/snapshot.ts loadModule':
    'how the contract check loads its generated validators (the server provides them): the same in every test',
  'mocks/world/snapshot.ts validators': "the contract's generated validators, mapped once: the same in every test",
};

/** Methods that change the array, Map or Set they are called on. */
const MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);
const CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);
/** Classes whose instances hold nothing that changes. */
const IMMUTABLE = new Set(['RegExp', 'URL', 'Date', 'TextEncoder', 'TextDecoder', 'Error']);

interface Candidate {
  readonly file: string;
  readonly name: string;
  readonly kind: 'let' | 'container' | 'instance';
  readonly exported: boolean;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.(d|gen)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

/** What kind of state a top-level declaration holds, if any. */
function kindOf(list: ts.VariableDeclarationList, init: ts.Expression | undefined): Candidate['kind'] | null {
  if (!(list.flags & ts.NodeFlags.Const)) return 'let';
  if (!init) return null;
  const value = unwrap(init);
  if (ts.isArrayLiteralExpression(value) || ts.isObjectLiteralExpression(value)) return 'container';
  if (!ts.isNewExpression(value)) return null;
  const made = value.expression.getText();
  if (CONTAINERS.has(made)) return 'container';
  return IMMUTABLE.has(made) || made.startsWith('Intl.') ? null : 'instance';
}

function bindingNames(name: ts.BindingName): ts.Identifier[] {
  if (ts.isIdentifier(name)) return [name];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

/** The variable an expression such as `a.b[c]` starts from. */
function rootOf(node: ts.Expression): ts.Identifier | null {
  const value = unwrap(node);
  if (ts.isIdentifier(value)) return value;
  if (ts.isPropertyAccessExpression(value) || ts.isElementAccessExpression(value) || ts.isNonNullExpression(value)) {
    return rootOf(value.expression);
  }
  return null;
}

const isAssignment = (kind: ts.SyntaxKind) =>
  kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;

/** The expressions whose variable a node changes: the target of an assignment, `++`, `delete`, a mutating call. */
function changedBy(node: ts.Node): ts.Expression[] {
  if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind)) return [node.left];
  if (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) {
    const op = node.operator;
    return op === ts.SyntaxKind.PlusPlusToken || op === ts.SyntaxKind.MinusMinusToken ? [node.operand] : [];
  }
  if (ts.isDeleteExpression(node)) return [node.expression];
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const { expression, name } = node.expression;
    if (MUTATORS.has(name.text)) return [expression];
    if (expression.getText() === 'Object' && name.text === 'assign' && node.arguments[0]) return [node.arguments[0]];
  }
  return [];
}

/** The file an import names (the `@/` and `~mocks/` aliases, or a relative path), among the scanned ones. */
function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : specifier.startsWith('~mocks/')
      ? `mocks/${specifier.slice(7)}`
      : specifier.startsWith('.')
        ? join(dirname(from), specifier)
        : null;
  if (base === null) return null;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((f) => known.has(f)) ?? null;
}

/** Whether a module calls `registerReset` of the registry at its top level. */
function registersReset(source: ts.SourceFile, file: string, known: ReadonlySet<string>): boolean {
  const local = source.statements.flatMap((s) => {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) return [];
    if (resolveImport(file, s.moduleSpecifier.text, known) !== REGISTRY) return [];
    const named = s.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) return [];
    return named.elements.filter((e) => (e.propertyName ?? e.name).text === 'registerReset').map((e) => e.name.text);
  });
  return source.statements.some(
    (s) =>
      ts.isExpressionStatement(s) &&
      ts.isCallExpression(s.expression) &&
      ts.isIdentifier(s.expression.expression) &&
      local.includes(s.expression.expression.text),
  );
}

interface Scan {
  /** The module-level state, as `<file> <variable>`. */
  readonly stores: ReadonlyMap<string, Candidate>;
  readonly registering: ReadonlySet<string>;
  /** Every name given to `registerReset`, with its file. */
  readonly names: readonly { readonly file: string; readonly name: string }[];
}

function scan(): Scan {
  const paths = SCANNED.flatMap((dir) => sourcesUnder(join(ROOT, dir)));
  const fileOf = (path: string) => relative(ROOT, path).split('\\').join('/');
  const known = new Set(paths.map(fileOf));
  // One program without type information (no lib, no resolution): enough to tell which declaration a name refers to.
  const program = ts.createProgram(paths, { noLib: true, noResolve: true, types: [], jsx: ts.JsxEmit.Preserve });
  const checker = program.getTypeChecker();
  const candidates = new Map<ts.Node, Candidate>();
  const exported = new Map<string, Candidate>();
  const registering = new Set<string>();
  const names: { file: string; name: string }[] = [];
  const sources = paths.map((path) => [fileOf(path), program.getSourceFile(path)!] as const);

  for (const [file, source] of sources) {
    if (registersReset(source, file, known)) registering.add(file);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const isExported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
      for (const declaration of statement.declarationList.declarations) {
        const kind = kindOf(statement.declarationList, declaration.initializer);
        if (!kind) continue;
        for (const id of bindingNames(declaration.name)) {
          const candidate = { file, name: id.text, kind, exported: isExported };
          candidates.set(id, candidate);
          if (isExported) exported.set(`${file} ${id.text}`, candidate);
        }
      }
    }
  }

  const changed = new Set<Candidate>();
  /** The candidate a variable is: declared at the top of its module, or imported from one. */
  const candidateOf = (file: string, id: ts.Identifier): Candidate | undefined => {
    const declaration = checker.getSymbolAtLocation(id)?.declarations?.[0];
    if (!declaration) return undefined;
    if (ts.isVariableDeclaration(declaration) || ts.isBindingElement(declaration))
      return candidates.get(declaration.name);
    if (!ts.isImportSpecifier(declaration)) return undefined;
    const from = declaration.parent.parent.parent.moduleSpecifier;
    const target = ts.isStringLiteral(from) ? resolveImport(file, from.text, known) : null;
    return target ? exported.get(`${target} ${(declaration.propertyName ?? declaration.name).text}`) : undefined;
  };
  for (const [file, source] of sources) {
    const visit = (node: ts.Node): void => {
      for (const target of changedBy(node)) {
        const root = rootOf(target);
        const candidate = root && candidateOf(file, root);
        if (candidate) changed.add(candidate);
      }
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'registerReset' &&
        file !== REGISTRY
      ) {
        const name = node.arguments[0];
        names.push({ file, name: name && ts.isStringLiteral(name) ? name.text : `(not a literal: ${node.getText()})` });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const stores = new Map<string, Candidate>();
  for (const candidate of candidates.values()) {
    if (candidate.kind !== 'container' || changed.has(candidate)) {
      stores.set(`${candidate.file} ${candidate.name}`, candidate);
    }
  }
  return { stores, registering, names };
}

describe('module-level stores', () => {
  const { stores, registering, names } = scan();

  it('register their reset, or say why they need none', () => {
    const unregistered = [...stores]
      .filter(([key, store]) => !registering.has(store.file) && !(key in NOT_STORES))
      .map(([, store]) => `  ${store.file}: ${store.name} (${store.kind})`);
    expect(
      unregistered,
      `Module-level state that no reset puts back (it would leak from one test into the next):\n${unregistered.join('\n')}\n` +
        `Register its reset beside it, or list it in NOT_STORES of this test with why it needs none (${RECIPE}).`,
    ).toEqual([]);
  });

  it('list in NOT_STORES only state that still exists and is not reset', () => {
    const stale = Object.keys(NOT_STORES).filter((key) => {
      const store = stores.get(key);
      return !store || registering.has(store.file);
    });
    expect(
      stale,
      `Remove these from NOT_STORES of this test (gone, or their module registers a reset; ${RECIPE}): ${stale.join(', ')}`,
    ).toEqual([]);
  });

  it('register under names of their own', () => {
    const seen = new Map<string, string>();
    const clashes = names.flatMap(({ file, name }) => {
      const first = seen.get(name);
      seen.set(name, first ?? file);
      return first || name.startsWith('(not a literal') ? [`${name} (${first ?? file}, ${file})`] : [];
    });
    expect(clashes, `Each reset needs a literal name of its own (${RECIPE})`).toEqual([]);
  });
});
