import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { costReportOf } from '../../partners/cost-budget.ts';
import { toDateTime } from '../../time.ts';

export const partnerResolvers: Resolvers = {
  Query: {
    // The cost plugin charged this operation before it ran and left its report on the context.
    rateLimit: (_root, _args, ctx) => {
      const report = costReportOf(ctx);
      if (!report?.budget) return null;
      const { limit, remaining, resetAt } = report.budget;
      return { limit, remaining, resetAt: toDateTime(resetAt), cost: report.requested };
    },
  },
};
