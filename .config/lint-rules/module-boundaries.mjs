// The contract of @nx/enforce-module-boundaries (no release matches the installed nx yet):
// a project may depend only on projects whose tags its depConstraints allow, and never
// through a relative path into another project's folder.
import { dirname, resolve } from 'node:path';
import { refusal } from './dep-constraints.mjs';
import { isRelative, visitSpecifiers } from './imports.mjs';
import { projectOfFile, projectOfPackage } from './workspace.mjs';

function allowedText(constraint) {
  if (constraint === undefined) return '';
  const only = constraint.onlyDependOnLibsWithTags;
  return only ? only.join(' or ') : `no ${constraint.notDependOnLibsWithTags.join(' or ')}`;
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Projects depend on each other only as their Nx tags allow.' },
    schema: [
      {
        type: 'object',
        properties: { depConstraints: { type: 'array', items: { type: 'object' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      relative:
        "'{{specifier}}' reaches into {{target}} by a relative path; import the package '{{target}}' (and only if {{source}}'s tags allow it).",
      refused:
        "{{source}} ({{sourceTags}}) may not depend on {{target}} ({{targetTags}}): '{{sourceTag}}' may depend on {{allowed}}.",
      untagged: '{{source}} has no tag that a depConstraint names, so it may depend on no project.',
    },
  },
  create(context) {
    const source = projectOfFile(context.filename);
    if (source === undefined) return {};
    const constraints = context.options[0]?.depConstraints ?? [];
    const describe = (project) => project.tags.join(', ') || 'no tags';
    return visitSpecifiers((node, specifier) => {
      if (isRelative(specifier)) {
        const target = projectOfFile(resolve(dirname(context.filename), specifier));
        if (target !== undefined && target !== source) {
          const data = { specifier, source: source.name, target: target.name };
          context.report({ node, messageId: 'relative', data });
        }
        return;
      }
      const target = projectOfPackage(specifier);
      if (target === undefined || target === source) return;
      const found = refusal(source.tags, target.tags, constraints);
      if (found === undefined) return;
      const data = {
        source: source.name,
        target: target.name,
        sourceTags: describe(source),
        targetTags: describe(target),
        sourceTag: found.constraint?.sourceTag ?? '',
        allowed: allowedText(found.constraint),
      };
      context.report({ node, messageId: found.kind, data });
    });
  },
};
