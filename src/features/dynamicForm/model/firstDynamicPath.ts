/**
 * The configured first page of a v3 (dynamic form) brand. Apart from the list of step paths
 * (stepPaths.ts) because the entry needs this name and only the model's chunk needs the list.
 */
export const FIRST_DYNAMIC_PATH = 'initial-details';
