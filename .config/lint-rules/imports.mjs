// Calls a visitor with every module specifier a file names: static and dynamic imports,
// re-exports, `import('…')` types, require() and jest.mock()/requireActual().
const CALLS = new Set(['require', 'jest.mock', 'jest.requireActual', 'jest.doMock']);

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier') {
    return `${callee.object.name}.${callee.property.name ?? ''}`;
  }
  return '';
}

function literal(node) {
  return node?.type === 'Literal' && typeof node.value === 'string' ? node : undefined;
}

export function visitSpecifiers(visit) {
  const fromSource = (node) => {
    const source = literal(node.source);
    if (source) visit(source, source.value);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    TSImportType(node) {
      const source = literal(node.argument?.literal ?? node.argument);
      if (source) visit(source, source.value);
    },
    CallExpression(node) {
      const source = literal(node.arguments[0]);
      if (source && CALLS.has(calleeName(node.callee))) visit(source, source.value);
    },
  };
}

export function isRelative(specifier) {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier === '..';
}
