import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_MARKET_THRESHOLDS, type MarketCell } from '../../../contracts/market/market';
import { marketRouteSchemas } from '../../../contracts/market/route-schemas';
import { marketRoutes as routes } from '../../../contracts/market/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { serializeOncePerObject } from '../../platform/http/serialize-once';
import { cellDeals } from './closed-sales.query';
import { setExclusion } from './market-exclusions.service';
import { comparableCell, filterCells } from './market-read';
import { latestSnapshot, memoized } from './market-snapshot';
import { suppressedCell } from './market-cells';

/** The public summary's cells: practice area × region, figures only above the public threshold. */
const publicCell = (cell: MarketCell): MarketCell =>
  cell.sellers !== null && cell.sales >= PUBLIC_MARKET_THRESHOLDS.sales && cell.sellers >= PUBLIC_MARKET_THRESHOLDS.sellers
    ? cell
    : suppressedCell(cell, cell.sales);

/** docs/api.md "Market data": the latest snapshot's cells, the public summary, the trend, a comparable, and staff's checks. */
export const marketRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, routes, marketRouteSchemas);

  serve.show({ config: { access: 'full-access' }, serializerCompiler: serializeOncePerObject }, async (request) => {
    const snapshot = await latestSnapshot(deps.database);
    return memoized(snapshot, `show:${JSON.stringify(request.query)}`, () => ({
      as_of: snapshot.asOf,
      cells: filterCells(snapshot.cells, request.query),
    }));
  });

  serve.summary({ config: { access: 'visitor' }, serializerCompiler: serializeOncePerObject }, async () => {
    const snapshot = await latestSnapshot(deps.database);
    return memoized(snapshot, 'summary', () => ({
      as_of: snapshot.asOf,
      cells: snapshot.cells.filter((cell) => cell.state === null && cell.revenue_band === null).map(publicCell),
    }));
  });

  serve.trend({ config: { access: 'full-access' }, serializerCompiler: serializeOncePerObject }, async (request) => {
    const snapshot = await latestSnapshot(deps.database);
    const area = request.query.practice_area;
    return memoized(snapshot, `trend:${area ?? ''}`, () => ({
      as_of: snapshot.asOf,
      quarters: snapshot.quarters.filter((quarter) => area === undefined || quarter.practice_area === area),
    }));
  });

  serve.comparable({ config: { access: 'full-access' }, serializerCompiler: serializeOncePerObject }, async (request) => {
    const snapshot = await latestSnapshot(deps.database);
    return memoized(snapshot, `comparable:${JSON.stringify(request.query)}`, () => ({
      as_of: snapshot.asOf,
      cell: comparableCell(snapshot.byKey, request.query),
    }));
  });

  serve.cellDeals({ config: { access: 'admin' } }, async (request) => ({ deals: await cellDeals(deps.database.db, request.query) }));

  serve.exclude({ config: { access: 'admin' } }, async (request) =>
    setExclusion(deps, (await requireUser(request)).id, request.params.id, request.body),
  );
};
