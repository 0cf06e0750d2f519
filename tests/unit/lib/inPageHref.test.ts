/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inPageHref } from '../../../src/lib/inPageHref';

const root = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(name) ? [full] : [];
  });
}

afterEach(() => {
  document.querySelectorAll('base').forEach((base) => base.remove());
  window.history.replaceState(null, '', '/');
});

describe('inPageHref', () => {
  it('leads to the element on the page on screen, not to the page the <base href> names', () => {
    const base = document.createElement('base');
    base.href = '/apply/';
    document.head.prepend(base);
    window.history.replaceState(null, '', '/apply/personal-details?utm_source=mail');
    const link = document.createElement('a');
    link.setAttribute('href', inPageHref('field-firstName'));
    expect(link.href).toBe(
      `${window.location.origin}/apply/personal-details?utm_source=mail#field-firstName`,
    );
  });

  it('is what every in-page link of the app uses (a bare "#id" would leave the page)', () => {
    const bareFragments = sourceFiles(path.join(root, 'src'))
      .filter((file) => /href=(?:"#|\{`#|\{'#|\{"#)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(bareFragments).toEqual([]);
  });
});
