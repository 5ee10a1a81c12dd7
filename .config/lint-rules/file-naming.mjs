// File names: kebab-case (a React component's .tsx may be PascalCase), dot-separated role
// suffixes in kebab-case (`.service`, `.spec`, `.types`), and tests end in .spec.ts(x).
import { basename } from 'node:path';

const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ROLES = `(?:\\.${KEBAB})*`;
const TS = new RegExp(`^${KEBAB}${ROLES}\\.(?:d\\.)?[cm]?ts$`);
const TSX = new RegExp(`^(?:[A-Z][A-Za-z0-9]*|${KEBAB})${ROLES}\\.tsx$`);
const NOT_SPEC = /\.test\.[cm]?[jt]sx?$/;

export const fileNaming = {
  meta: {
    type: 'suggestion',
    docs: { description: 'kebab-case file names (PascalCase components), tests as *.spec.ts(x).' },
    schema: [],
    messages: {
      test: "'{{name}}': tests are named *.spec.ts or *.spec.tsx.",
      name: "'{{name}}': file names are kebab-case with kebab-case role suffixes (a component's .tsx may be PascalCase).",
    },
  },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.filename);
        if (NOT_SPEC.test(name)) {
          context.report({ node, loc: { line: 1, column: 0 }, messageId: 'test', data: { name } });
        } else if (!(name.endsWith('.tsx') ? TSX : TS).test(name)) {
          context.report({ node, loc: { line: 1, column: 0 }, messageId: 'name', data: { name } });
        }
      },
    };
  },
};
