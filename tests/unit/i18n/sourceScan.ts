/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the source code can say, read from its syntax trees: the strings it holds (literals and
 * the names of properties, which name validation rules and options), the templates it builds
 * strings from, and the visible text of its screens.
 */
export interface SourceScan {
  /** Every string literal and property name in the code. */
  atoms: Set<string>;
  /** Every template literal with substitutions, as its fixed parts (holes between them). */
  templates: (readonly string[])[];
  /** Visible text written into the JSX of a screen instead of coming from a translation. */
  untranslated: string[];
  /** Keys given to `t('…')` as literals without a default value: they must exist. */
  literalKeys: Map<string, string>;
}

/** `t('key')` or `i18n.t('key')` without `{ defaultValue }`: the key's text must exist. */
function literalKey(node: ts.CallExpression): string | undefined {
  const callee = node.expression;
  const isT =
    (ts.isIdentifier(callee) && callee.text === 't') ||
    (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
  const [key, options] = node.arguments;
  if (!isT || key === undefined) return undefined;
  if (!ts.isStringLiteral(key) && !ts.isNoSubstitutionTemplateLiteral(key)) return undefined;
  const hasDefault =
    options !== undefined &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some((property) => property.name?.getText() === 'defaultValue');
  return hasDefault ? undefined : key.text;
}

/** Attributes whose text a person sees or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'title',
  'alt',
  'label',
]);

/** Letters or digits: words. Punctuation and symbols (−, +, ©, ·, …) need no translation. */
const WORDS = /[\p{L}\p{N}]/u;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

function propertyName(node: ts.Node): string | undefined {
  if (
    (ts.isPropertyAssignment(node) ||
      ts.isPropertySignature(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isPropertyDeclaration(node) ||
      ts.isEnumMember(node)) &&
    (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
  )
    return node.name.text;
  if (ts.isShorthandPropertyAssignment(node)) return node.name.text;
  return undefined;
}

/** String expressions a JSX child or attribute shows as they are: literals and both sides of ?: ?? ||. */
function shownStrings(expression: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(expression)) return shownStrings(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...shownStrings(expression.whenTrue), ...shownStrings(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const kind = expression.operatorToken.kind;
    if (kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken)
      return [...shownStrings(expression.left), ...shownStrings(expression.right)];
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return shownStrings(expression.right);
  }
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression];
  if (ts.isTemplateExpression(expression)) return [expression];
  return [];
}

function staticText(expression: ts.Expression): string {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return expression.text;
  if (ts.isTemplateExpression(expression))
    return [
      expression.head.text,
      ...expression.templateSpans.map((span) => span.literal.text),
    ].join(' ');
  return '';
}

export function scanSources(files: readonly string[], root: string): SourceScan {
  const scan: SourceScan = {
    atoms: new Set(),
    templates: [],
    untranslated: [],
    literalKeys: new Map(),
  };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const where = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      return `${path.relative(root, file)}:${line + 1}`;
    };
    const report = (node: ts.Node, shown: string) => {
      scan.untranslated.push(`${where(node)} ${JSON.stringify(shown.trim())}`);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        scan.atoms.add(node.text);
      else if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        // `${a}${b}` fixes nothing: it would let any text through.
        if (parts.some((part) => part !== '')) scan.templates.push(parts);
      }
      const key = ts.isCallExpression(node) ? literalKey(node) : undefined;
      if (key !== undefined) scan.literalKeys.set(key, where(node));
      const name = propertyName(node);
      if (name !== undefined) scan.atoms.add(name);

      if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
      if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
        for (const shown of shownStrings(node.expression))
          if (WORDS.test(staticText(shown))) report(shown, staticText(shown));
      }
      if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source))) {
        const value = node.initializer;
        const shown =
          value === undefined
            ? []
            : ts.isStringLiteral(value)
              ? [value]
              : ts.isJsxExpression(value) && value.expression
                ? shownStrings(value.expression)
                : [];
        for (const literal of shown)
          if (WORDS.test(staticText(literal))) report(literal, staticText(literal));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return scan;
}

/**
 * Whether the code can build `text`: it is one of its strings, or it fills one of its templates
 * with text that the code can build in turn (a few levels deep: `errors>${key}` with
 * key = `pattern.${rule}` and `rule` a property name of the brand's patterns).
 */
export function canProduce(scan: SourceScan, text: string, depth = 0): boolean {
  if (scan.atoms.has(text)) return true;
  if (depth >= 3) return false;
  const memo = `${depth}|${text}`;
  let known = produced.get(scan)?.get(memo);
  if (known === undefined) {
    known = scan.templates.some((parts) => fills(scan, parts, 0, text, depth));
    if (!produced.has(scan)) produced.set(scan, new Map());
    produced.get(scan)?.set(memo, known);
  }
  return known;
}

const produced = new WeakMap<SourceScan, Map<string, boolean>>();

function fills(
  scan: SourceScan,
  parts: readonly string[],
  index: number,
  rest: string,
  depth: number,
): boolean {
  const part = parts[index] ?? '';
  if (!rest.startsWith(part)) return false;
  const afterPart = rest.slice(part.length);
  if (index === parts.length - 1) return afterPart === '';
  const next = parts[index + 1] ?? '';
  const last = index + 1 === parts.length - 1;
  // A hole holds at least one character; try every place where the next fixed part can start.
  for (let end = 1; end <= afterPart.length; end += 1) {
    if (last ? end !== afterPart.length - next.length : !afterPart.startsWith(next, end)) continue;
    const hole = afterPart.slice(0, end);
    if (
      canProduce(scan, hole, depth + 1) &&
      fills(scan, parts, index + 1, afterPart.slice(end), depth)
    )
      return true;
  }
  return false;
}
