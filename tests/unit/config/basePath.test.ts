import { afterEach, describe, expect, it } from 'vitest';
import { mountedBasePath } from '../../../src/config/basePath';

const BUILT = '/application-frontend';

function mountAt(href: string): void {
  const base = document.createElement('base');
  base.setAttribute('href', href);
  document.head.prepend(base);
}

afterEach(() => {
  document.querySelectorAll('base').forEach((base) => base.remove());
});

describe('mountedBasePath', () => {
  it('is where the served page’s <base href> says the funnel is mounted', () => {
    mountAt('/apply/');
    expect(mountedBasePath(document, BUILT)).toBe('/apply');
  });

  it('is empty for a funnel mounted at the site’s root', () => {
    mountAt('/');
    expect(mountedBasePath(document, BUILT)).toBe('');
  });

  it('is the build’s own without a <base href>, or without a document (the build-time render)', () => {
    expect(mountedBasePath(document, BUILT)).toBe(BUILT);
    expect(mountedBasePath(undefined, BUILT)).toBe(BUILT);
  });
});
