import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  describeAccess,
  FIELD_TABLE,
  type OperationRow,
  type OperationType,
  ROLE_TABLE,
} from './role-table.ts';

// docs/permissions.md is printed from the role table, so the documentation is the table the matrix
// test runs: `node tests/security/permissions-doc.ts` writes it, role-matrix.test.ts checks it.

export const PERMISSIONS_DOC = join(dirname(fileURLToPath(import.meta.url)), '../../docs/permissions.md');

const cell = (text: string) => text.replaceAll('|', '\\|');

export function renderPermissionsDoc(): string {
  const lines = [
    '# Who may run each operation',
    '',
    '<!-- Printed from tests/security/role-table.ts by `node tests/security/permissions-doc.ts`; edit the table, not this file. -->',
    '',
    'Every Query, Mutation and Subscription field of the GraphQL schema, and who may run it. Roles are',
    'held per workshop (shared/auth/roles.ts); "in the workshop" means the workshop the arguments name,',
    'directly or through the row they name (a queue, a box, an appointment, a monitor, a totem);',
    '"managers" are Country manager, Owner, After sales manager and Workshop manager. Admin',
    'is a flag on the user and passes every workshop rule. Device accounts hold no role: a monitor or',
    'totem account may use what its own screen needs. A caller who may not gets `AUTH_NOT_AUTHORIZED`',
    '(not signed in) or `FORBIDDEN`; an id of nothing is `NOT_FOUND`.',
    '',
    'tests/security/role-matrix.test.ts sends every operation, as every kind of caller of the demo',
    "installation (and as Milano's staff and screens aiming at Roma's ids), to a real server and",
    'checks the answer against this table; it fails when the schema gains an operation without a row.',
    '',
  ];
  const table = (title: string, rows: Record<string, OperationRow>) => {
    lines.push(
      `## ${title}`,
      '',
      '| Operation | Who | Screens (spec §2) | Note |',
      '| --- | --- | --- | --- |',
    );
    for (const [name, row] of Object.entries(rows)) {
      lines.push(
        `| \`${name}\` | ${cell(describeAccess(row.access))} | ${cell((row.routes ?? []).join(', '))} | ${cell(row.note ?? '')} |`,
      );
    }
    lines.push('');
  };
  for (const type of Object.keys(ROLE_TABLE) as OperationType[]) table(type, ROLE_TABLE[type]);
  table('Fields with a rule of their own', FIELD_TABLE);
  return lines.join('\n');
}

if (import.meta.main) writeFileSync(PERMISSIONS_DOC, renderPermissionsDoc());
