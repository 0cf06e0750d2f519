/**
 * How long a test waits for something that comes without a timer of its own: a render, a lazy
 * screen or module, a mocked answer. Such waits have no clock to control, and the 1 s default of
 * Testing Library and `vi.waitFor` is a guess at the machine's speed that a busy CI machine
 * misses; 10 s stays below the 20 s testTimeout, so a failure still names what never came.
 * tests/setup.ts gives it to findBy* and waitFor; `vi.waitFor` takes it as its options.
 */
export const ASYNC_WAIT_MS = 10_000;

export const ASYNC_WAIT = { timeout: ASYNC_WAIT_MS };
