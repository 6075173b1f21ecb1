import { valuationFormFromListing, valuationInputsOf, emptyValuationForm } from '../../contracts/valuations/form';
import { estimateValuation } from '../../contracts/valuations/estimate';
import { ValuateInputSchema } from '../../contracts/valuations/valuations';
import type { ListingRow } from '../modules/listings/listings.table';
import { valuations, type NewValuationRow } from '../modules/valuations/valuations.table';
import { DEMO_VALUATIONS, type DemoValuation } from './demo-valuations';
import { timeAt } from './demo-time';
import type { SeedContext } from './seed-deps';

const fromListing = (listing: ListingRow) =>
  valuationFormFromListing({
    headline: listing.headline,
    practice_areas: listing.practiceAreas,
    state: listing.state,
    attorneys: listing.attorneys,
    staff: listing.staff,
    confidential: {
      gross_revenues: listing.grossRevenues,
      sde: listing.sde,
      more_info: listing.moreInfo,
      percentages: listing.percentages,
      active_cases: listing.activeCases,
      open_cases_fees: listing.openCasesFees,
    },
  });

function demoRow(context: SeedContext, demo: DemoValuation): NewValuationRow {
  const owner = context.people.get(demo.owner)!;
  const listing = demo.listing ? context.listings.get(demo.listing)! : null;
  const form = { ...(listing ? fromListing(listing) : emptyValuationForm()), ...demo.assumptions };
  const inputs = ValuateInputSchema.parse(valuationInputsOf(form));
  const estimate = estimateValuation(inputs);
  const created = timeAt(context.now, demo.created);
  const completed = demo.completed ? timeAt(context.now, demo.completed) : null;
  const status = completed ? 'in_review' : demo.assignedTo ? 'in_review' : demo.requested ? 'requested' : 'estimate';
  return {
    ownerId: owner.id,
    listingId: listing?.id ?? null,
    side: listing && listing.ownerId !== owner.id ? 'buyer' : 'seller',
    status,
    title: demo.title ?? listing?.headline ?? 'My practice',
    inputs,
    estimate,
    estimateLow: estimate.low,
    estimateMid: estimate.mid,
    estimateHigh: estimate.high,
    requestedAt: demo.requested ? timeAt(context.now, demo.requested) : null,
    assignedTo: demo.assignedTo ? context.people.get(demo.assignedTo)!.id : null,
    finalLow: demo.final?.low ?? null,
    finalMid: demo.final?.mid ?? null,
    finalHigh: demo.final?.high ?? null,
    notes: demo.notes ?? null,
    // Completed by staff: the job queue renders the report and marks it completed at start (resumeValuationCompletions).
    completionRequestedAt: completed,
    completedBy: completed && demo.assignedTo ? context.people.get(demo.assignedTo)!.id : null,
    createdAt: created,
    updatedAt: completed ?? created,
  };
}

export async function seedValuations(context: SeedContext): Promise<void> {
  await context.tx.insert(valuations).values(DEMO_VALUATIONS.map((demo) => demoRow(context, demo)));
}
