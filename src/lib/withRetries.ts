/**
 * Runs `attempt`, and again after each of `waitsMs` while it fails with an error `retriable`
 * accepts: a short backoff for a request a flaky network may lose once. The last error is thrown.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  waitsMs: readonly number[],
  retriable: (error: unknown) => boolean = () => true,
): Promise<T> {
  for (const wait of waitsMs) {
    try {
      return await attempt();
    } catch (error) {
      if (!retriable(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return attempt();
}
