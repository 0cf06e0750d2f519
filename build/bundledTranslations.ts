import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeTexts(base: Json, over: Json): Json {
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = isRecord(current) && isRecord(value) ? mergeTexts(current, value) : value;
  }
  return merged;
}

/** The translation files a bundled namespace is made of, for the dev server to watch. */
export function namespaceFiles(
  localesDir: string,
  locale: string,
  namespace = 'translation',
  fallback = 'en',
): string[] {
  return [...new Set([fallback, locale])].map((language) =>
    path.join(localesDir, language, `${namespace}.json`),
  );
}

/**
 * A namespace of `locale` merged over the fallback language's, as one object: what the build
 * ships instead of two translation requests. Missing files count as empty.
 */
export function bundledNamespace(
  localesDir: string,
  locale: string,
  namespace = 'translation',
  fallback = 'en',
): Json {
  return namespaceFiles(localesDir, locale, namespace, fallback).reduce<Json>((merged, file) => {
    if (!existsSync(file)) return merged;
    const texts: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isRecord(texts) ? mergeTexts(merged, texts) : merged;
  }, {});
}

/**
 * The parts of a namespace at the given key paths (parts joined by `>`, as i18next is set up), in
 * the namespace's shape. A path that names nothing is an error: the first screen would show a key.
 */
export function pickTexts(texts: Json, paths: readonly string[]): Json {
  const picked: Json = {};
  for (const keyPath of paths) {
    const parts = keyPath.split('>');
    let source: unknown = texts;
    let target = picked;
    parts.forEach((part, index) => {
      source = isRecord(source) ? source[part] : undefined;
      if (source === undefined) throw new Error(`No text at "${keyPath}"`);
      if (index === parts.length - 1) target[part] = source;
      else {
        const next = isRecord(target[part]) ? target[part] : {};
        target[part] = next;
        target = next;
      }
    });
  }
  return picked;
}

/** A module expression for the object: JSON.parse of a string literal parses faster than an object literal. */
export function jsonModuleExpression(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}
