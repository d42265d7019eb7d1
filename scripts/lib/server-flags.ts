/**
 * The Node flags each compiled server runs with (`npm start`, the bench; the Dockerfile sets the
 * same). The gateway's old generation is capped at 768 MiB: uncapped, V8 lets a busy process's heap
 * grow far past what it keeps alive before collecting (the live-seat bench at 10,000 watchers and
 * 2,000 signed-in visitors: 1,085 MiB peak uncapped, 648 MiB capped, the same latency), and a
 * replica must stay within its container's memory. Its young generation's semi-spaces are 32 MiB
 * (V8's default is 16): a page's read makes many short-lived objects, and a larger nursery lets
 * them die there instead of being scavenged and promoted (10–20% less CPU per page in paired runs
 * of scripts/bench/pipeline-profile.ts, for 32 MiB more memory at most).
 */
export const SERVER_NODE_FLAGS = {
  gateway: ['--enable-source-maps', '--max-old-space-size=768', '--max-semi-space-size=32'],
  'resort-api': ['--enable-source-maps'],
} as const;
