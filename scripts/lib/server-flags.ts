/**
 * The Node flags each compiled server runs with (`npm start`, the bench; the Dockerfile sets the
 * same). The gateway's old generation is capped at 768 MiB: uncapped, V8 lets a busy process's heap
 * grow far past what it keeps alive before collecting (the live-seat bench at 10,000 watchers and
 * 2,000 signed-in visitors: 1,085 MiB peak uncapped, 648 MiB capped, the same latency), and a
 * replica must stay within its container's memory.
 */
export const SERVER_NODE_FLAGS = {
  gateway: ['--enable-source-maps', '--max-old-space-size=768'],
  'resort-api': ['--enable-source-maps'],
} as const;
