// Module boundaries, checked by ESLint (eslint.config.js):
//
//   face      a server module imports another module only through its face,
//             modules/<m>/index.ts; a web feature imports another feature (and app/ imports
//             a feature) only through features/<f>/index.ts(x).
//   no-cycle  no file takes part in a cycle of value imports (type-only imports are erased
//             at build time and cannot cycle at run time, so they do not count).
//
// Imports are read with a small scanner rather than a resolver plugin: every import in this
// repository is relative or a workspace package, so resolving a path needs only the file system.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Which boundary a file belongs to: a server module, a web feature, the web app shell, or none. */
export function unitOf(file) {
  const rel = relative(ROOT, file).split(sep).join('/');
  let m = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(rel);
  if (m) return { kind: 'module', name: m[1], rest: m[2] };
  m = /^apps\/web\/src\/features\/([^/]+)\/(.+)$/.exec(rel);
  if (m) return { kind: 'feature', name: m[1], rest: m[2] };
  if (rel.startsWith('apps/web/src/app/')) return { kind: 'web-app', name: 'app', rest: rel };
  if (rel.startsWith('apps/server/src/')) return { kind: 'server', name: 'server', rest: rel };
  return null;
}

const isFace = (rest) => /^index\.tsx?$/.test(rest);

function resolveImport(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// import x from '...', import { a } from '...', export * from '...', export { a } from '...',
// import '...', and dynamic import('...'). Type-only forms are marked so cycles can skip them.
const IMPORT_PATTERN = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file, text = readFileSync(file, 'utf8')) {
  const found = [];
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    const spec = match[3] ?? match[4];
    const typeOnly = Boolean(match[2]);
    const target = resolveImport(file, spec);
    if (target) found.push({ target, typeOnly, dynamic: match[4] !== undefined });
  }
  return found;
}

// The value-import graph, built once per lint run from the files ESLint visits and what they reach.
const graph = new Map();
function edgesOf(file) {
  if (!graph.has(file)) graph.set(file, importsOf(file).filter((i) => !i.typeOnly && !i.dynamic).map((i) => i.target));
  return graph.get(file);
}

/** A cycle through `file` (as a list of files, starting and ending with it), or null; `text` is the file as linted. */
function cycleThrough(file, text) {
  graph.set(file, importsOf(file, text).filter((i) => !i.typeOnly && !i.dynamic).map((i) => i.target));
  const stack = [[file, [file]]];
  const seen = new Set();
  while (stack.length > 0) {
    const [current, path] = stack.pop();
    for (const next of edgesOf(current)) {
      if (next === file) return [...path, file];
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([next, [...path, next]]);
    }
  }
  return null;
}

// Units (server modules, web features) and the units each one imports values from, scanned once.
const unitGraphs = new Map();
function unitGraph(kind) {
  if (unitGraphs.has(kind)) return unitGraphs.get(kind);
  const dir = kind === 'module' ? join(ROOT, 'apps/server/src/modules') : join(ROOT, 'apps/web/src/features');
  const edges = new Map();
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry));
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|testing/.test(file)) continue;
    const from = unitOf(file);
    if (!from) continue;
    const targets = edges.get(from.name) ?? new Set();
    for (const { target, typeOnly } of importsOf(file)) {
      const to = unitOf(target);
      if (!typeOnly && to && to.kind === kind && to.name !== from.name) targets.add(to.name);
    }
    edges.set(from.name, targets);
  }
  unitGraphs.set(kind, edges);
  return edges;
}

/** Whether unit `from` reaches unit `to` through value imports. */
function reaches(kind, from, to) {
  const edges = unitGraph(kind);
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    for (const next of edges.get(queue.shift()) ?? []) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

const isTypeImport = (sourceNode) => sourceNode.parent?.importKind === 'type' || sourceNode.parent?.exportKind === 'type';

const face = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server module or web feature only through its face (index.ts).' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = unitOf(file);
    if (!from) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = resolveImport(file, spec);
      if (!target) return;
      const to = unitOf(target);
      if (!to || (to.kind !== 'module' && to.kind !== 'feature')) return;
      if (from.kind === to.kind && from.name === to.name) return;
      // buildApp's list names each module's way in, module.ts, beside its face.
      const allowed = isFace(to.rest) || (to.kind === 'module' && from.kind === 'server' && to.rest === 'module.ts');
      if (!allowed) {
        const where = to.kind === 'module' ? `modules/${to.name}/index.ts` : `features/${to.name}/index.ts`;
        context.report({ node, message: `'${spec}' reaches inside ${to.kind} ${to.name}: import it from ${where}` });
      }
      // Two modules (or features) that import each other have no order to be built in.
      if (from.kind === to.kind && !isTypeImport(node) && reaches(to.kind, to.name, from.name)) {
        context.report({ node, message: `${from.kind}s ${from.name} and ${to.name} import each other: publish an event or move the shared part down` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file takes part in a cycle of value imports.' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const cycle = cycleThrough(context.filename, context.sourceCode.text);
        if (cycle) {
          const names = cycle.map((f) => relative(ROOT, f).split(sep).join('/'));
          context.report({ node, message: `import cycle: ${names.join(' -> ')}` });
        }
      },
    };
  },
};

export default { rules: { face, 'no-cycle': noCycle } };
