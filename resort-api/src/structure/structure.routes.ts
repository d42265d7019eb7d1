import { structureAnswer } from '@estancia/resort-contract';
import { companyParams } from '../companies/company-params.ts';
import { requireCompany } from '../companies/company.repository.ts';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { commonErrorResponses, errorResponse } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import { buildMenuTree } from './menu-tree.ts';
import { listStructures } from './structure.repository.ts';

/** Both paths of spec 000 §7 serve the same answer. */
const PATHS = {
  web: '/web/structure/{companycode}/1',
  alias: '/structure/{companycode}/1',
} as const;

function structureRoute(path: string, description: string) {
  return bearerRoute(['structure'], `get ${path}`, {
    summary: 'Menu structures',
    description,
    params: companyParams,
    responses: {
      200: { description: 'The menu structures', content: { 'application/json': { schema: structureAnswer } } },
      400: errorResponse('Malformed company code'),
      404: errorResponse('Unknown company code'),
      ...commonErrorResponses,
    },
  });
}

export const structureRoutes = {
  web: structureRoute(
    PATHS.web,
    'The company\'s menu structures, the principal one (the main menu) first, each with its entries ' +
      'nested through children (a child list makes a dropdown).',
  ),
  alias: structureRoute(PATHS.alias, `Alias of GET ${PATHS.web}.`),
};

export function registerStructureRoutes(app: ApiApp, deps: { db: Db }): void {
  for (const route of [structureRoutes.web, structureRoutes.alias]) {
    app.openapi(route, async (c) => {
      const companyCode = await requireCompany(deps.db, c.req.valid('param').companycode);
      const structures = await listStructures(deps.db, companyCode);
      const answer = structureAnswer.parse({
        data: structures.map(({ structure, entries }) => ({
          id: structure.id,
          info: { principal: structure.principal, name: structure.name },
          content: { childs: buildMenuTree(entries) },
        })),
      });
      return c.json(answer, 200);
    });
  }
}
