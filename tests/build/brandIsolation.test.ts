/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_REGISTRY } from '../../src/brands/registry';
import type { BrandConfig } from '../../src/brands/types';
import { root, useBrandBuilds } from './brandBuilds';

/**
 * Every bundle carries its own brand and nothing of another: no other brand's name, page title,
 * primary colour, and no other country's phone prefix, Intl locale or currency in a config (the
 * product's generic tables, such as the locale → language map for plurals, may name any locale). AskRobin, Ibancar and
 * Finipay exist in several countries, so for them the country values tell the builds apart.
 * Uses the development builds in BRAND_BUILDS_DIR, or makes them in a temporary folder.
 */
const configModules = import.meta.glob<{ brandConfig: BrandConfig }>(
  '../../src/brands/*/*/config.ts',
  { eager: true },
);

interface Build {
  id: string;
  config: BrandConfig;
  primaryColor: string;
}

const builds: Build[] = BRAND_REGISTRY.map(({ country, brand, look }) => {
  const config = configModules[`../../src/brands/${country}/${brand}/config.ts`]?.brandConfig;
  const css = readFileSync(path.join(root, 'src/brands/looks', look, 'styles.css'), 'utf8');
  const primaryColor = /--color-primary:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]?.toLowerCase();
  if (!config || !primaryColor)
    throw new Error(`${country}/${brand} has no config or no --color-primary`);
  return { id: `${country}-${brand}`, config, primaryColor };
});

const buildsDir = useBrandBuilds();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** What the browser gets of a build: the page and every script and style sheet (locales are shared texts). */
function bundleText(id: string): string {
  const dir = path.join(buildsDir(), id);
  return [path.join(dir, 'index.html'), ...filesUnder(path.join(dir, 'assets'))]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** A config property in minified code (`intlLocale:"es-MX"`), whatever the quotes. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const literal = (text: string, key: string, value: string) =>
  new RegExp(`\\b${key}\\s*:\\s*["'\`]${escapeRegExp(value)}["'\`]`).test(text);
const primaryDeclaration = (color: string) =>
  new RegExp(`--color-primary:\\s*${color}(?![0-9a-f])`, 'i');

describe('the build matrix', () => {
  it('has one build per registered pair, with distinct titles and, per brand, a distinct primary colour', () => {
    for (const build of builds)
      expect(existsSync(path.join(buildsDir(), build.id, 'index.html')), build.id).toBe(true);
    const titles = builds.map((build) => build.config.page.title);
    expect(new Set(titles).size).toBe(titles.length);
    const colorByBrand = new Map(builds.map((build) => [build.config.brand, build.primaryColor]));
    expect(new Set(colorByBrand.values()).size).toBe(colorByBrand.size);
  });

  describe.each(builds.map((build) => [build.id, build] as const))('%s', (_id, own) => {
    const others = builds.filter((build) => build.id !== own.id);

    it('contains its own brand name, country values and primary colour', () => {
      const text = bundleText(own.id);
      expect(text).toContain(own.config.brandName);
      expect(literal(text, 'phonePrefix', own.config.phonePrefix), own.config.phonePrefix).toBe(
        true,
      );
      expect(literal(text, 'intlLocale', own.config.intlLocale), own.config.intlLocale).toBe(true);
      expect(literal(text, 'code', own.config.currency.code), own.config.currency.code).toBe(true);
      expect(text).toMatch(primaryDeclaration(own.primaryColor));
    });

    it("contains no other brand's name, title, styles or country values", () => {
      const text = bundleText(own.id);
      const leaks: string[] = [];
      for (const other of others) {
        const { brandName, page, phonePrefix, intlLocale, currency } = other.config;
        if (brandName !== own.config.brandName && text.includes(brandName))
          leaks.push(`${other.id} name ${brandName}`);
        if (page.title && text.includes(page.title)) leaks.push(`${other.id} title ${page.title}`);
        if (
          other.config.brand !== own.config.brand &&
          primaryDeclaration(other.primaryColor).test(text)
        ) {
          leaks.push(`${other.id} primary colour ${other.primaryColor}`);
        }
        if (other.config.country !== own.config.country) {
          if (phonePrefix !== own.config.phonePrefix && literal(text, 'phonePrefix', phonePrefix))
            leaks.push(`${other.id} phone prefix ${phonePrefix}`);
          if (literal(text, 'intlLocale', intlLocale))
            leaks.push(`${other.id} locale ${intlLocale}`);
          if (currency.code !== own.config.currency.code && literal(text, 'code', currency.code))
            leaks.push(`${other.id} currency ${currency.code}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  });
});
