import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCssFolder } from './check-css-folder';

describe('checking a build folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'css-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names each CSS file with a global selector, nested folders included', () => {
    mkdirSync(join(dir, 'assets', 'deep'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'ok.css'), '.reports-a{color:red}');
    writeFileSync(join(dir, 'assets', 'deep', 'bad.css'), '.reports-a{}\nbutton{color:red}');
    writeFileSync(join(dir, 'assets', 'main.js'), 'body{}');
    expect(checkCssFolder(dir)).toEqual([
      'assets/deep/bad.css:2: "button" starts at an element: use a CSS module or your class prefix',
    ]);
  });
});
