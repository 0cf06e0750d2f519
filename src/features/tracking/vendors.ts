/**
 * Everything that talks to a third party, in one chunk loaded with `import()` only once the
 * applicant has agreed (or the country's default allows it). posthog-js and logrocket are
 * further chunks of their own, loaded by their adapters.
 */
export { createTrackerController } from './trackerController';
