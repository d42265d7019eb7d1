/**
 * The Redis the tests use: TEST_REDIS_URL (`npm test` sets it when it starts one for the run), else
 * this machine's at 127.0.0.1:6379.
 */
export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'] || 'redis://127.0.0.1:6379';

/** The same server's numbered database, so one test file's keys never meet another's. */
export function testRedisDatabase(index: number): string {
  const url = new URL(TEST_REDIS_URL);
  url.pathname = `/${index}`;
  return url.toString();
}
