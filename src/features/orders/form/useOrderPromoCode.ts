// The promo code of the order form: found by its code, computed with the contract's calculator on
// the lines as they are typed (the server computes the same again on save).
import { useCallback, useEffect, useMemo, useState } from 'react';
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

/**
 * `initialPromoCodeId`: the code an edited order holds (its own use is not counted against its limits,
 * as the server does not count it).
 */
export function useOrderPromoCode(values: OrderFormValues, initialPromoCodeId: number | null): OrderPromoCode {
  const dataProvider = useBackOfficeDataProvider();
  const [code, setCode] = useState('');
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [applied, setApplied] = useState<PromoCodeLookup | null>(null);
  const [lookupError, setLookupError] = useState<'not_found' | null>(null);
  const [busy, setBusy] = useState(false);
  // each Apply reads the code afresh, even the same text again
  const [attempt, setAttempt] = useState(0);

  const lookup = useCallback(
    async (text: string, customerId: number | null) => {
      const found = await dataProvider.call<PromoCodeLookup>(promoCodeDecl.service, PROMOTION_PATHS.findPromoCode, { query: { code: text, customerId } });
      if (found.promoCode.promoCodeId === initialPromoCodeId) {
        const own = (n: number) => Math.max(0, n - 1);
        found.usage = { total: own(found.usage.total), byCustomer: own(found.usage.byCustomer) };
      }
      return found;
    },
    [dataProvider, initialPromoCodeId],
  );

  // an edited order's code: its text, then the lookup below
  useEffect(() => {
    if (!initialPromoCodeId) return;
    void dataProvider
      .getOne<{ id: number; code: string }>(promoCodeDecl.name, { id: initialPromoCodeId })
      .then(({ data }) => {
        setCode(data.code);
        setAppliedCode(data.code);
      })
      .catch(() => undefined);
  }, [dataProvider, initialPromoCodeId]);

  // the customer's groups and uses count: looked up again when the customer changes
  useEffect(() => {
    if (!appliedCode) return;
    let live = true;
    setBusy(true);
    lookup(appliedCode, values.customerId)
      .then((found) => {
        if (!live) return;
        setApplied(found);
        setLookupError(null);
      })
      .catch(() => {
        if (!live) return;
        setApplied(null);
        setLookupError('not_found');
      })
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [appliedCode, attempt, values.customerId, lookup]);

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
    busy,
    apply: () => {
      const text = code.trim();
      if (!text) return;
      setApplied(null);
      setLookupError(null);
      setAppliedCode(text);
      setAttempt((n) => n + 1);
    },
    remove: () => {
      setAppliedCode(null);
      setApplied(null);
      setLookupError(null);
      setCode('');
    },
  };
}
