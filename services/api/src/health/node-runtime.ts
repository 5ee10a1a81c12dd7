/** The oldest Node.js major the API runs on (package.json engines: ">=24"). */
export const MIN_NODE_MAJOR = 24;

/**
 * Why the API refuses to start on `version` (process.versions.node), or undefined when it
 * runs there. Checked before anything loads a native addon, whose failure would say less.
 */
export function unsupportedNode(version: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= MIN_NODE_MAJOR) return undefined;
  return (
    `The API needs Node.js ${MIN_NODE_MAJOR} or newer and runs on v${version}: start it ` +
    `with npm start, or with your own Node.js ${MIN_NODE_MAJOR} ` +
    '(docs/operations.md, "Which Node runs").'
  );
}
