/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const metaTags = (file: string) =>
  readFileSync(path.join(root, file), 'utf8').match(/<meta [^>]*>/g) ?? [];

/**
 * The bench compares the funnel with a form written by hand (bench/reference): the comparison
 * is fair only while both pages open with the same head.
 */
describe('the bench reference form', () => {
  it('has the same meta tags as the funnel’s page (charset, viewport, theme colour)', () => {
    const funnel = metaTags('index.html');
    expect(funnel.length).toBeGreaterThan(0);
    expect(metaTags('bench/reference/index.html')).toEqual(funnel);
  });
});
