// Which projects may depend on which, by their Nx tags: the one list that both ESLint's
// boundaries/enforce-module-boundaries (imports) and .config/check-boundaries.mjs (the Nx
// graph, package.json dependencies included) check. Every matching constraint must hold.
export const depConstraints = [
  // Layers: apps and remotes build on libs; libs never on an app, a remote or the API.
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['*'] },
  // Scopes: the shell and the remotes meet only in libs/ (the shell loads remotes at run
  // time through the federation runtime, never by import).
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:lib'] },
  { sourceTag: 'scope:remote', onlyDependOnLibsWithTags: ['scope:lib'] },
  { sourceTag: 'scope:lib', onlyDependOnLibsWithTags: ['scope:lib'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:lib'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'scope:bench', onlyDependOnLibsWithTags: ['*'] },
  // Platforms: the API (and any Node code) never depends on a front-end package.
  { sourceTag: 'platform:node', notDependOnLibsWithTags: ['platform:web'] },
];

function matches(tags, wanted) {
  return wanted.some((tag) => tag === '*' || tags.includes(tag));
}

/**
 * Why a project with `sourceTags` may not depend on one with `targetTags` under
 * `constraints` (Nx's semantics: every constraint of a source tag must hold; a project with
 * no constrained tag may depend on nothing), or undefined when it may.
 */
export function refusal(sourceTags, targetTags, constraints = depConstraints) {
  const own = constraints.filter((c) => c.sourceTag === '*' || sourceTags.includes(c.sourceTag));
  if (own.length === 0) return { kind: 'untagged' };
  const constraint = own.find(
    (c) =>
      (c.onlyDependOnLibsWithTags && !matches(targetTags, c.onlyDependOnLibsWithTags)) ||
      matches(targetTags, c.notDependOnLibsWithTags ?? []),
  );
  return constraint === undefined ? undefined : { kind: 'refused', constraint };
}
