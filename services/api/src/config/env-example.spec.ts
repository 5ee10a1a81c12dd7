import { ENV_DESCRIPTIONS } from './env-descriptions';
import { renderEnvExample } from './env-example';
import { validateEnv } from './env.validation';
import { loadAppConfig } from './load-app-config';

const cwd = '/srv/tutor';

/** The example's assignments with a value, uncommented: what an operator would export. */
function assignmentsOf(text: string): Record<string, string> {
  const pairs = [...text.matchAll(/^#([A-Z][A-Z0-9_]*)=(.+)$/gm)];
  return Object.fromEntries(pairs.map(([, name = '', value = '']) => [name, value]));
}

describe('.env.example', () => {
  const text = renderEnvExample();

  it('lists every variable of the schema once, with its description above it', () => {
    const lines = text.split('\n');
    for (const [name, about] of Object.entries(ENV_DESCRIPTIONS)) {
      const at = lines.findIndex((line) => line.startsWith(`#${name}=`));
      expect(lines.filter((line) => line.startsWith(`#${name}=`))).toHaveLength(1);
      const block = lines.slice(lines.lastIndexOf('', at) + 1, at);
      const note = about.defaultNote === undefined ? [] : [`# default: ${about.defaultNote}`];
      expect(block).toEqual([`# ${about.description}`, ...note]);
    }
  });

  it('gives each default as the API takes it: exporting them all changes nothing', () => {
    const defaults = assignmentsOf(text);
    const schemaDefaults = Object.fromEntries(
      Object.entries(defaults).filter(([name]) => name in ENV_DESCRIPTIONS),
    );
    const withDefault = Object.entries(ENV_DESCRIPTIONS).filter(([, about]) => !!about.default);
    expect(Object.keys(schemaDefaults).sort()).toEqual(withDefault.map(([name]) => name).sort());
    expect(() => validateEnv(schemaDefaults)).not.toThrow();
    expect(loadAppConfig(schemaDefaults, cwd)).toEqual(loadAppConfig({}, cwd));
  });

  it('names a default for each variable that has one, one way or the other', () => {
    const both = Object.entries(ENV_DESCRIPTIONS).filter(
      ([, about]) => about.default !== undefined && about.defaultNote !== undefined,
    );
    expect(both.map(([name]) => name)).toEqual([]);
  });
});
