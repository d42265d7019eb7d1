import { describe, expect, it } from 'vitest';
import { freePort, portFree } from '../lib/ports.ts';
import { provideTestRedis, redisAnswers, redisServerPath, startRedis } from '../lib/test-redis.ts';

const binary = redisServerPath();
if (!binary) {
  console.warn(
    "\n⚠ SKIPPED the Redis start/stop tests: redis-server is not installed (sudo apt-get install redis-server); npm test installs it when run as root.\n",
  );
}

describe.skipIf(!binary)('the Redis npm test runs with', () => {
  it('is a redis-server started on a free port for the run, stopped at its end', async () => {
    const server = await startRedis(binary ?? 'redis-server', '/3');
    try {
      expect(server.url).toBe(`redis://127.0.0.1:${server.port}/3`);
      expect(await redisAnswers(server.url)).toBe(true);
    } finally {
      await server.stop();
    }
    expect(await redisAnswers(server.url)).toBe(false);
    expect(await portFree(server.port)).toBe(true);
  });

  it('is the server that answers, used as it is and left running', async () => {
    const running = await startRedis(binary ?? 'redis-server');
    try {
      const provided = await provideTestRedis(running.url);
      expect(provided).toMatchObject({ url: running.url, started: false });
      await provided.stop();
      expect(await redisAnswers(running.url)).toBe(true);
    } finally {
      await running.stop();
    }
  });

  it('is started for the run when nothing answers', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const provided = await provideTestRedis(closed);
    try {
      expect(provided.started).toBe(true);
      expect(provided.url).not.toBe(closed);
      expect(await redisAnswers(provided.url)).toBe(true);
    } finally {
      await provided.stop();
    }
    expect(await redisAnswers(provided.url)).toBe(false);
  });
});
