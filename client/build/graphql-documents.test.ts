import { describe, expect, it } from 'vitest';
import { documentExportName, documentSources, rewriteGraphqlCalls } from './graphql-documents.ts';

const generated = [
  'export type X = 1;',
  'export const TrackVisitDocument = {"kind":"Document"} as unknown as DocumentNode<A, B>;',
  'export const Visit_FieldsFragmentDoc = {"kind":"Document","x":1} as unknown as DocumentNode<C, unknown>;',
].join('\n');
const known = new Map(
  [...documentSources(generated)].map(([key, value]) => [key, value.split('\n')[0] ?? '']),
);

describe('rewriteGraphqlCalls', () => {
  it('imports each named document instead of calling graphql()', () => {
    const code = [
      "import { graphql } from './generated/index.ts';",
      'const A = graphql(`\n  query TrackVisit($code: String!) { visit(code: $code) { ...Visit_fields } }\n`);',
      'const B = graphql(`fragment Visit_fields on Visit { id }`);',
    ].join('\n');
    const result = rewriteGraphqlCalls(code, known);
    expect(result?.code).toBe(
      [
        'import __turnoVisit_FieldsFragmentDoc from "\\u0000turno-document:Visit_FieldsFragmentDoc";',
        'import __turnoTrackVisitDocument from "\\u0000turno-document:TrackVisitDocument";',
        "import { graphql } from './generated/index.ts';",
        'const A = __turnoTrackVisitDocument;',
        'const B = __turnoVisit_FieldsFragmentDoc;',
      ].join('\n'),
    );
  });

  it('binds an exported document by import and passes it on, for the file itself to use too', () => {
    const code = 'export const TrackVisitQuery = graphql(`query TrackVisit { a }`);\nuse(TrackVisitQuery);';
    expect(rewriteGraphqlCalls(code, known)?.code).toBe(
      'import TrackVisitQuery from "\\u0000turno-document:TrackVisitDocument";\nexport { TrackVisitQuery };\nuse(TrackVisitQuery);',
    );
  });

  it('leaves a file without graphql() alone', () => {
    expect(rewriteGraphqlCalls('const a = 1;', known)).toBeNull();
  });

  it('stops the build when the generated documents are stale', () => {
    expect(() => rewriteGraphqlCalls('graphql(`query Missing { a }`)', known)).toThrow(/codegen/);
  });

  it('reads the JSON of each document from the generated file', () => {
    expect(documentSources(generated).get('visit_fieldsfragmentdoc')).toBe(
      'Visit_FieldsFragmentDoc\n{"kind":"Document","x":1}',
    );
  });

  it('refuses an anonymous operation', () => {
    expect(() => documentExportName('{ a }')).toThrow(/named/);
  });
});
