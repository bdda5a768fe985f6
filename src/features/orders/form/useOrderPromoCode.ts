// The promo code of the order form: found by its code, computed with the contract's calculator on
// the lines as they are typed (the server computes the same again on save).
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { productPrice } from '../../../../contract/orders';
import { promoCode as promoCodeDecl } from '../../../../contract/entities/promotions/promoCode';
import { computeOffer, PROMOTION_PATHS, type OfferResult, type PromoCodeLookup } from '../../../../contract/promotions';
import { useBackOfficeDataProvider } from '../../../dataProvider/hooks';
import type { OrderFormValues } from './order-form-values';

export interface OrderPromoCode {
  /** the code as typed */
  code: string;
  setCode: (code: string) => void;
  /** the applied code, once found */
  applied: PromoCodeLookup | null;
  /** what the applied code gives for the lines as typed */
  result: OfferResult | null;
  /** 'not_found' when no active promo code has the typed code */
  lookupError: 'not_found' | null;
  busy: boolean;
  apply: () => void;
  remove: () => void;
}

/** The lookup's key: the code, the customer it is looked up for, and which Apply asked. */
type LookupKey = readonly ['promoCode', 'find', { code: string | null; customerId: number | null; own: number | null; attempt: number }];

/**
 * `initialPromoCodeId`: the code an edited order holds (its own use is not counted against its limits,
 * as the server does not count it).
 */
export function useOrderPromoCode(values: OrderFormValues, initialPromoCodeId: number | null): OrderPromoCode {
  const dataProvider = useBackOfficeDataProvider();
  // what was typed and applied here; until then (undefined) the edited order's own code
  const [typedCode, setCode] = useState<string>();
  const [chosenCode, setChosenCode] = useState<string | null>();
  // each Apply reads the code afresh, even the same text again
  const [attempt, setAttempt] = useState(0);

  // an edited order's code: its text, read once with the form (it seeds the input), then the lookup below
  const { data: initialCode } = useQuery({
    queryKey: ['orders', 'form', 'promoCode', initialPromoCodeId],
    queryFn: ({ signal }) => dataProvider.getOne<{ id: number; code: string }>(promoCodeDecl.name, { id: initialPromoCodeId!, signal }).then(({ data }) => data),
    enabled: !!initialPromoCodeId,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const code = typedCode ?? initialCode?.code ?? '';
  const appliedCode = chosenCode === undefined ? (initialCode?.code ?? null) : chosenCode;

  // the customer's groups and uses count: looked up again when the customer changes
  const queryKey: LookupKey = ['promoCode', 'find', { code: appliedCode, customerId: values.customerId, own: initialPromoCodeId, attempt }];
  const lookup = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const found = await dataProvider.call<PromoCodeLookup>(promoCodeDecl.service, PROMOTION_PATHS.findPromoCode, {
        query: { code: appliedCode, customerId: values.customerId },
        signal,
      });
      if (found.promoCode.promoCodeId !== initialPromoCodeId) return found;
      const own = (n: number) => Math.max(0, n - 1);
      return { ...found, usage: { total: own(found.usage.total), byCustomer: own(found.usage.byCustomer) } };
    },
    enabled: !!appliedCode,
    retry: false,
    // a refresh on focus would hold the form's save while it reads
    refetchOnWindowFocus: false,
    // another customer keeps the applied code on screen until its own answer; a new Apply does not
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].attempt === attempt ? previous : undefined),
  });
  const applied = appliedCode && !lookup.isError ? (lookup.data ?? null) : null;
  const lookupError = appliedCode && lookup.isError ? 'not_found' : null;

  const result = useMemo(() => {
    if (!applied) return null;
    const lines = values.lines
      .filter((l) => l.product && l.productId !== null)
      .map((l) => ({ productId: l.productId!, groupIds: l.product!.productGroups ?? [], quantity: l.quantity || 0, price: productPrice(l.product!, l.options) }));
    return computeOffer(applied.promoCode, {
      lines,
      storeId: values.storeId,
      customerId: values.customerId,
      customerGroupIds: applied.customerGroupIds,
      usage: applied.usage,
      now: new Date(),
    });
  }, [applied, values.lines, values.storeId, values.customerId]);

  return {
    code,
    setCode,
    applied,
    result,
    lookupError,
    busy: !!appliedCode && lookup.isFetching,
    apply: () => {
      const text = code.trim();
      if (!text) return;
      setChosenCode(text);
      setAttempt((n) => n + 1);
    },
    remove: () => {
      setChosenCode(null);
      setCode('');
    },
  };
}
