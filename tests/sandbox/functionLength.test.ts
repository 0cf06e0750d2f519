// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const maxLines = 60;

interface FunctionLength {
  where: string;
  name: string;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'data' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessor(node) ||
    ts.isSetAccessor(node) ||
    ts.isConstructorDeclaration(node)
  );
}

/** Every function, arrow and method of a file, with its length in lines. */
function functionLengths(file: string): FunctionLength[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const lengths: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      lengths.push({
        where: `${relative(root, file)}:${first + 1}`,
        name: node.name?.getText() ?? '(anonymous)',
        lines: last - first + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lengths;
}

describe('the sandbox code', () => {
  it(`has no function longer than ${maxLines} lines: a route's handler is a small named function`, () => {
    const lengths = sourceFiles(join(root, 'sandbox')).flatMap(functionLengths);
    expect(lengths.length).toBeGreaterThan(100);
    expect(lengths.filter((length) => length.lines > maxLines)).toEqual([]);
  });
});
