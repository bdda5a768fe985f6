import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';

interface OptionRecord {
  name?: string | null;
  source?: string | null;
  type?: string | null;
}

/**
 * When an option is picked in a product option, its name, source and type are copied from the
 * catalogue's option (the template the product option starts from); the user may change them after.
 * The option is read through the query cache under react-admin's own key, so a pick of an option
 * already read (by the picker, or an earlier pick) costs no call. The effect is the form's reaction
 * to a pick, not a loader: nothing read is kept in state.
 */
export function useOptionDetails(source: string): void {
  const dataProvider = useBackOfficeDataProvider();
  const queryClient = useQueryClient();
  const { setValue } = useFormContext();
  const items = useWatch({ name: source }) as { option?: { optionId?: number | null } }[] | undefined;
  const ids = (Array.isArray(items) ? items : []).map((item) => item?.option?.optionId ?? null);
  const seen = useRef<(number | null)[] | null>(null);
  const key = ids.join(',');

  useEffect(() => {
    const before = seen.current;
    seen.current = ids;
    // the record's own options, as loaded, are not a pick
    if (before === null) return;
    ids.forEach((id, i) => {
      if (id === null || id === undefined || before[i] === id) return;
      queryClient
        .fetchQuery({ queryKey: ['option', 'getOne', { id: String(id), meta: undefined }], queryFn: () => dataProvider.getOne<OptionRecord & { id: number }>('option', { id }).then((r) => r.data) })
        .then((data) => {
          const at = `${source}.${i}.option`;
          if (data.name) setValue(`${at}.name`, data.name, { shouldDirty: true });
          if (data.source) setValue(`${at}.source`, data.source, { shouldDirty: true });
          if (data.type) setValue(`${at}.type`, data.type, { shouldDirty: true, shouldValidate: true });
        })
        // without the right to read options the user fills them in
        .catch(() => undefined);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
