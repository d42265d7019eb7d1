/** One line of the topology run's verdict: what was checked, whether it held, and what was seen. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
