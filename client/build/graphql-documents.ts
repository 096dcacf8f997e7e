import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * `graphql(`…`)` (client/src/graphql/generated/gql.ts) looks its document up in a map of every
 * document of the app, so any screen that calls it pulls all of them (~40 kB gzip) into the page.
 * This rewrites each call into an import of the one document it names — what codegen's client
 * preset does with its Babel plugin, which the Vite build does not run — and goes one step further:
 * each document is a module of its own (`generated/graphql.ts` holds them all in one, which a bundler
 * would put whole in one chunk shared by every screen), so a page carries only the documents it
 * uses. Types are unchanged: `tsc` still reads gql.ts.
 */

const PREFIX = '\0turno-document:';
// A template without `${…}` (the client preset cannot type interpolated documents either), and
// the `export const Name = ` before it, if any.
const CALL = /(export const (\w+) = )?\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\);?/g;

/**
 * The export of generated/graphql.ts that holds the document in `source`, before codegen's naming
 * convention changes its case (`AuthSession_profile` → `AuthSession_ProfileFragmentDoc`).
 */
export function documentExportName(source: string): string {
  const [definition] = parse(source).definitions;
  if (definition?.kind === 'OperationDefinition' && definition.name)
    return `${definition.name.value}Document`;
  if (definition?.kind === 'FragmentDefinition') return `${definition.name.value}FragmentDoc`;
  throw new Error('a graphql() document must start with a named operation or fragment');
}

/**
 * `code` with each `graphql(`…`)` replaced by its document, imported from a module of its own;
 * null when the file has none.
 */
export function rewriteGraphqlCalls(
  code: string,
  known: ReadonlyMap<string, string>,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const names = new Set<string>();
  const output = new MagicString(code);
  let found = false;
  for (const match of code.matchAll(CALL)) {
    const [whole, exported, exportName, source = ''] = match;
    const wanted = documentExportName(source);
    const name = known.get(wanted.toLowerCase());
    if (!name) throw new Error(`generated/graphql.ts has no ${wanted}: run \`npm run codegen\``);
    found = true;
    const end = match.index + whole.length;
    if (exported) {
      // An import passed on: importers link straight to the document's module, which then lands
      // in the chunk of the screens that use it, not with every other document of this file; the
      // name stays bound here for the file's own uses.
      output.overwrite(
        match.index,
        end,
        `import ${exportName} from ${JSON.stringify(PREFIX + name)};\nexport { ${exportName} };`,
      );
    } else {
      names.add(name);
      output.overwrite(match.index, end, `__turno${name}${whole.endsWith(';') ? ';' : ''}`);
    }
  }
  if (!found) return null;
  // Prefixed, so a file's own `const XDocument = graphql(…)` keeps its name.
  for (const name of names) output.prepend(`import __turno${name} from ${JSON.stringify(PREFIX + name)};\n`);
  return { code: output.toString(), map: output.generateMap({ hires: true }) };
}

export function graphqlDocumentsPlugin(generatedDir: string): Plugin {
  let documents: Map<string, string> | null = null;
  const read = () => {
    documents ??= documentSources(readFileSync(`${generatedDir}/graphql.ts`, 'utf8'));
    return documents;
  };
  return {
    name: 'turno-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const literal = read().get(id.slice(PREFIX.length).toLowerCase())?.split('\n')[1];
      if (literal === undefined) this.error(`generated/graphql.ts has no ${id.slice(PREFIX.length)}`);
      return `export default ${literal};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!/\.tsx?$/.test(file) || file.startsWith(generatedDir) || !code.includes('graphql(')) return null;
      const names = new Map([...read()].map(([key, value]) => [key, value.split('\n')[0] ?? '']));
      return rewriteGraphqlCalls(code, names);
    },
  };
}

/**
 * generated/graphql.ts's documents, keyed by their lower-case name: "Name\n{…JSON…}". Codegen writes
 * each on one line, `export const Name = {…} as unknown as DocumentNode<…>;`.
 */
export function documentSources(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name = '', literal = ''] of generated.matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    if (documents.has(name.toLowerCase())) throw new Error(`two documents named ${name} apart from case`);
    documents.set(name.toLowerCase(), `${name}\n${literal}`);
  }
  return documents;
}
