/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const metaTags = (file: string) =>
  readFileSync(path.join(root, file), 'utf8').match(/<meta [^>]*>/g) ?? [];

/**
 * The bench compares the funnel with a form written by hand (bench/reference) and with that form
 * on the design card's libraries (bench/stackFloor): the comparison is fair only while the pages
 * open with the same head.
 */
describe.each(['bench/reference', 'bench/stackFloor'])('the bench page %s', (page) => {
  it('has the same meta tags as the funnel’s page (charset, viewport, theme colour)', () => {
    const funnel = metaTags('index.html');
    expect(funnel.length).toBeGreaterThan(0);
    expect(metaTags(`${page}/index.html`)).toEqual(funnel);
  });
});
