import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { DRIVER_LIST_SIZE } from '../../../../../contract/orders';
import { errorText } from '../../../../components/inputs/error-text';
import { useFieldLabel } from '../../../../i18n/useLabels';
import { DriverPicker } from '../../../orders/components/DriverPicker';

/** The route's driver: one of the users with the Delivery permission (the spec's list of 100), searched as one types. */
export function DeliveryDriverInput({ source }: { source: string }) {
  const translate = useTranslate();
  const label = useFieldLabel()(source);
  const record = useRecordContext();
  const { field, fieldState, formState } = useInput({ source });
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  // the saved driver stays offered even when outside the first 100 or no longer a driver
  const savedId = record?.driverId as number | undefined;
  const saved = savedId ? { userId: savedId, username: String(record?.driverName ?? savedId), firstname: '', lastname: '' } : undefined;
  return (
    <DriverPicker
      label={label}
      name={source}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      saved={saved}
      error={showError}
      helperText={showError ? errorText(fieldState.error?.message) : translate('app.delivery.form.driver_hint', { count: DRIVER_LIST_SIZE })}
    />
  );
}
