import { effectiveCoverage, hasCoverage, shouldCheckCoverage } from '../../rules/handover/coverage';
import type { CoverageResult } from '../../rules/handover/handover-types';
import type { HandoverContext } from './context';

/**
 * The delivery coverage of the user's saved delivery address (spec section 7's coverage call, as the address form
 * makes it: the address as hint, its coordinates, the picking store's gln), for the site's checkout page (issue 36,
 * `window.kurv.getCart`). Null when the saved handover is not a delivery, its address cannot be checked (spec section 5:
 * a valid postal code and an address), the platform does not cover it, or the call fails (logged, nothing else changes).
 */
export async function readDeliveryCoverage(context: HandoverContext): Promise<CoverageResult | null> {
  const info = context.handoverInfo();
  const delivery = info?.handoverType === 'Delivery' ? info.deliveryInfo : null;
  if (delivery === null || !shouldCheckCoverage(delivery.postalCode, delivery.address)) {
    return null;
  }
  try {
    const fetched = await context.handoverApi.getCoverage(delivery.postalCode, {
      addressHint: delivery.address,
      lat: delivery.coordinates?.lat ?? null,
      lon: delivery.coordinates?.lon ?? null,
      gln: context.get().user.extendedUser?.store.gln ?? null,
    });
    const coverage = effectiveCoverage(delivery.postalCode, delivery.address, fetched);
    return hasCoverage(coverage) ? coverage : null;
  } catch (error) {
    context.logger.error('Handover: the coverage check of the saved delivery address failed', error);
    context.dependencies.logService.log('coverage', error);
    return null;
  }
}
