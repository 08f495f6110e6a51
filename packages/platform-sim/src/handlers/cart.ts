import { HttpResponse, http } from 'msw';
import { calculateCartTotals } from '../calculator';
import { type SimState, simNow } from '../sim-state';

interface CalculatorBody {
  persistedId?: unknown;
  gln?: unknown;
  items?: unknown;
}

function readItems(value: unknown): { ean: string; quantity: number }[] | null {
  if (!Array.isArray(value)) {
    return null;
  }
  const items: { ean: string; quantity: number }[] = [];
  for (const entry of value) {
    const { ean, quantity } = (entry ?? {}) as { ean?: unknown; quantity?: unknown };
    if (typeof ean !== 'string' || typeof quantity !== 'number' || !(quantity > 0)) {
      return null;
    }
    items.push({ ean, quantity });
  }
  return items;
}

/** The cart calculator ("not shown" in the spec): `POST /api/cart/calculator/{chainid}`. */
export function cartHandlers(state: SimState) {
  return [
    http.post('*/api/cart/calculator/:chainId', async ({ request }) => {
      let body: CalculatorBody;
      try {
        body = (await request.json()) as CalculatorBody;
      } catch {
        return HttpResponse.json({ code: 400, message: 'Body must be JSON' }, { status: 400 });
      }
      const items = readItems(body.items);
      if (!items) {
        return HttpResponse.json({ code: 400, message: 'items must be a list of { ean, quantity > 0 }' }, { status: 400 });
      }
      const result = calculateCartTotals(state.products, items);
      if ('unknownEans' in result) {
        return HttpResponse.json({ code: 422, message: 'Ukjent vare', unknownEans: result.unknownEans }, { status: 422 });
      }
      const persistedId = typeof body.persistedId === 'string' ? body.persistedId : 'anonymous';
      state.carts[persistedId] = {
        persistedId,
        gln: typeof body.gln === 'string' ? body.gln : null,
        items: result.items.map((line) => ({ ean: line.ean, quantity: line.quantity, lineTotal: line.lineTotal })),
        totals: result.totals,
        calculatedAt: simNow(state).toISOString(),
      };
      return HttpResponse.json(result);
    }),
  ];
}
