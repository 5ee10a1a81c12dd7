import { isFormulaFunction, type Formula, type FormulaNode } from './formula-ast';
import { FormulaSyntaxError, formulaTokens, type FormulaToken } from './formula-tokens';

const GREEK = new Set(
  (
    'alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu ' +
    'xi rho varrho sigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi Sigma ' +
    'Upsilon Phi Psi Omega'
  ).split(' '),
);
/** Size and pairing prefixes of delimiters: `\left(` reads as `(`. */
const DELIMITER_PREFIXES = new Set(
  'left right mleft mright bigl bigr Bigl Bigr biggl biggr big Big bigg'.split(' '),
);
const BARS = new Set(['lvert', 'rvert', 'vert', 'mid', '|']);
const OPENING: Readonly<Record<string, string>> = {
  '(': ')',
  '[': ']',
  '{': '}',
};
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
const TIMES = new Set(['cdot', 'times', 'ast']);

const num = (value: number): FormulaNode => ({ kind: 'number', value });
const binary = (
  op: '+' | '-' | '*' | '/' | '^',
  left: FormulaNode,
  right: FormulaNode,
): FormulaNode => ({ kind: 'binary', op, left, right });

/** `\left` and friends are dropped; bars of every spelling read as `|`, braces as groups. */
function simplified(tokens: readonly FormulaToken[]): FormulaToken[] {
  return tokens.flatMap((token): FormulaToken[] => {
    if (token.kind !== 'command') return [token];
    if (DELIMITER_PREFIXES.has(token.name)) return [];
    if (BARS.has(token.name)) return [{ kind: 'char', char: '|' }];
    if (token.name === '{' || token.name === 'lbrace') return [{ kind: 'char', char: '(' }];
    if (token.name === '}' || token.name === 'rbrace') return [{ kind: 'char', char: ')' }];
    return [token];
  });
}

const describe = (token: FormulaToken | undefined): string => {
  if (token === undefined) return 'the end';
  switch (token.kind) {
    case 'number':
      return String(token.value);
    case 'letter':
      return token.name;
    case 'command':
      return `\\${token.name}`;
    case 'char':
      return `“${token.char}”`;
  }
};

class Parser {
  private at = 0;
  private bars = 0;

  constructor(private readonly tokens: FormulaToken[]) {}

  formula(): Formula {
    if (this.tokens.length === 0) throw new FormulaSyntaxError('the formula is empty');
    const left = this.expression();
    if (this.isChar('=')) {
      this.at += 1;
      const right = this.expression();
      this.end();
      return { kind: 'equation', left, right };
    }
    this.end();
    return { kind: 'expression', node: left };
  }

  private end(): void {
    if (this.at < this.tokens.length) {
      throw new FormulaSyntaxError(`unexpected ${describe(this.peek())}`);
    }
  }

  private peek(): FormulaToken | undefined {
    return this.tokens[this.at];
  }

  private isChar(char: string): boolean {
    const token = this.peek();
    return token?.kind === 'char' && token.char === char;
  }

  private isCommand(...names: string[]): boolean {
    const token = this.peek();
    return token?.kind === 'command' && names.includes(token.name);
  }

  private expect(char: string): void {
    if (!this.isChar(char)) {
      throw new FormulaSyntaxError(`expected “${char}” instead of ${describe(this.peek())}`);
    }
    this.at += 1;
  }

  private expression(): FormulaNode {
    let node = this.signedTerm();
    while (this.isChar('+') || this.isChar('-')) {
      const op = this.isChar('+') ? '+' : '-';
      this.at += 1;
      node = binary(op, node, this.term());
    }
    return node;
  }

  private signedTerm(): FormulaNode {
    if (this.isChar('-')) {
      this.at += 1;
      return { kind: 'negate', arg: this.term() };
    }
    if (this.isChar('+')) this.at += 1;
    return this.term();
  }

  private term(): FormulaNode {
    let node = this.factor();
    for (;;) {
      const token = this.peek();
      if ((token?.kind === 'char' && token.char === '*') || this.isCommand(...TIMES)) {
        this.at += 1;
        node = binary('*', node, this.factor());
      } else if (this.isChar('/') || this.isCommand('div')) {
        this.at += 1;
        node = binary('/', node, this.factor());
      } else if (this.startsFactor(false)) {
        node = binary('*', node, this.power());
      } else {
        return node;
      }
    }
  }

  /** A factor with an optional sign (`2\cdot -3`). */
  private factor(): FormulaNode {
    if (this.isChar('-')) {
      this.at += 1;
      return { kind: 'negate', arg: this.factor() };
    }
    if (this.isChar('+')) this.at += 1;
    return this.power();
  }

  /** Whether the next token may start a factor multiplied without a sign. */
  private startsFactor(inArgument: boolean): boolean {
    const token = this.peek();
    if (token === undefined) return false;
    switch (token.kind) {
      case 'number':
      case 'letter':
        return true;
      case 'command':
        if (inArgument && (isFormulaFunction(token.name) || token.name === 'log')) return false;
        return !TIMES.has(token.name) && token.name !== 'div';
      case 'char':
        if (token.char === '|') return this.bars === 0 && !inArgument;
        return token.char in OPENING;
    }
  }

  private power(): FormulaNode {
    const base = this.primary();
    return this.exponentOf(base);
  }

  private exponentOf(base: FormulaNode): FormulaNode {
    if (!this.isChar('^')) return base;
    this.at += 1;
    return binary('^', base, this.argument());
  }

  /** A TeX argument: a `{…}` group, or a single token (`x^2`, `\frac12`). */
  private argument(): FormulaNode {
    if (this.isChar('{')) {
      this.at += 1;
      const node = this.expression();
      this.expect('}');
      return node;
    }
    const token = this.peek();
    if (token?.kind === 'number') return this.firstDigit(token);
    if (token?.kind === 'char' && token.char === '-') {
      this.at += 1;
      return { kind: 'negate', arg: this.argument() };
    }
    return this.primary();
  }

  /** As TeX reads `x^23` and `\\frac12`: one digit is the argument, the rest follows. */
  private firstDigit(token: Extract<FormulaToken, { kind: 'number' }>): FormulaNode {
    const rest = token.text.slice(1);
    if (rest === '' || !/^\d/.test(rest)) {
      this.at += 1;
      return num(token.value);
    }
    this.tokens[this.at] = { kind: 'number', value: Number(rest.replace(',', '.')), text: rest };
    return num(Number(token.text[0]));
  }

  private primary(): FormulaNode {
    const token = this.peek();
    if (token === undefined) throw new FormulaSyntaxError('the formula ends too early');
    this.at += 1;
    switch (token.kind) {
      case 'number':
        return num(token.value);
      case 'letter':
        return this.letter(token.name);
      case 'command':
        return this.command(token.name);
      case 'char':
        return this.bracketed(token.char);
    }
  }

  private letter(name: string): FormulaNode {
    if (!this.isChar('_')) return name === 'e' ? num(Math.E) : { kind: 'variable', name };
    this.at += 1;
    return { kind: 'variable', name: `${name}_${this.subscript()}` };
  }

  /** A subscript as a name: `x_1`, `x_{12}`. */
  private subscript(): string {
    const open = this.isChar('{');
    if (open) this.at += 1;
    const parts: string[] = [];
    do {
      const token = this.peek();
      if (token === undefined || token.kind === 'char') break;
      parts.push(token.kind === 'number' ? String(token.value) : token.name);
      this.at += 1;
    } while (open && !this.isChar('}'));
    if (open) this.expect('}');
    if (parts.length === 0) throw new FormulaSyntaxError('an empty subscript');
    return parts.join('');
  }

  private bracketed(char: string): FormulaNode {
    if (char === '|') {
      const outer = this.bars;
      this.bars = outer + 1;
      const arg = this.expression();
      this.bars = outer;
      this.expect('|');
      return { kind: 'call', fn: 'abs', arg };
    }
    const close = OPENING[char];
    if (close === undefined) throw new FormulaSyntaxError(`unexpected “${char}”`);
    const bars = this.bars;
    this.bars = 0;
    const node = this.expression();
    this.bars = bars;
    this.expect(close);
    return node;
  }

  private command(name: string): FormulaNode {
    if (FRACTIONS.has(name)) return binary('/', this.argument(), this.argument());
    if (name === 'sqrt') return this.root();
    if (name === 'pi') return num(Math.PI);
    if (name === 'exponentialE') return num(Math.E);
    if (GREEK.has(name)) return { kind: 'variable', name };
    if (name === 'log') return this.log();
    if (isFormulaFunction(name)) return this.applied((arg) => ({ kind: 'call', fn: name, arg }));
    throw new FormulaSyntaxError(`\\${name} is not supported`);
  }

  private root(): FormulaNode {
    let degree = num(2);
    if (this.isChar('[')) {
      this.at += 1;
      degree = this.expression();
      this.expect(']');
    }
    return { kind: 'root', degree, arg: this.argument() };
  }

  private log(): FormulaNode {
    let base = num(10);
    if (this.isChar('_')) {
      this.at += 1;
      base = this.argument();
    }
    return this.applied((arg) => ({ kind: 'log', base, arg }));
  }

  /**
   * A function applied to its argument: `\sin^2 x` is (sin x)², `\sin(x)y` is sin(x)·y, and
   * an argument without brackets runs over the factors that follow up to the next sign or
   * function: `\sin 2x` is sin(2x), `2\sin x\cos x` is 2·sin x·cos x.
   */
  private applied(make: (arg: FormulaNode) => FormulaNode): FormulaNode {
    let exponent: FormulaNode | null = null;
    if (this.isChar('^')) {
      this.at += 1;
      exponent = this.argument();
    }
    const arg = this.functionArgument();
    const node = make(arg);
    return exponent === null ? node : binary('^', node, exponent);
  }

  private functionArgument(): FormulaNode {
    if (this.isChar('(') || this.isChar('[')) return this.power();
    if (this.isChar('-')) {
      this.at += 1;
      return { kind: 'negate', arg: this.functionArgument() };
    }
    let node = this.power();
    while (this.startsFactor(true) && !this.isChar('(')) node = binary('*', node, this.power());
    return node;
  }
}

/** The formula `tex` (TeX, `$…$` around it allowed), or a FormulaSyntaxError saying what is wrong. */
export function parseFormula(tex: string): Formula {
  const bare = tex.trim().replace(/^\$\$?([^]*?)\$\$?$/, '$1');
  return new Parser(simplified(formulaTokens(bare))).formula();
}
