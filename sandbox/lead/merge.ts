import type { JsonObject, JsonValue } from './types';

// JSON bodies are parsed with prototype-poisoning protection already; this keeps merge safe on its own.
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges a partial lead into the stored one: objects key by key (so a step can send only its
 * section's fields), arrays and scalars replaced whole (a list is one answer), null clears.
 */
export function mergeLead(stored: JsonObject, patch: JsonObject): JsonObject {
  const merged: JsonObject = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (forbiddenKeys.has(key)) continue;
    const current = merged[key];
    merged[key] = isObject(current) && isObject(value) ? mergeLead(current, value) : value;
  }
  return merged;
}
