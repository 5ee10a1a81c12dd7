/** The browsers told apart, most specific first (Edge and Opera also say Chrome). */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:\b|Headless)(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];
const MAX = 120;

/** "Chrome 140" from a User-Agent, else its first characters; null without one. */
export function browserOf(userAgent: string | undefined): string | null {
  const agent = userAgent?.trim();
  if (agent === undefined || agent === '') return null;
  for (const [name, pattern] of BROWSERS) {
    const major = pattern.exec(agent)?.[1];
    if (major !== undefined) return `${name} ${major}${/Mobile/.test(agent) ? ' mobile' : ''}`;
  }
  return agent.slice(0, MAX);
}
