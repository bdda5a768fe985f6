// The inputs suppliers and warehouses share beyond the generated ones: hours per weekday, the store form's own input.
import type { CustomInput } from '../../../../components/form/EntityForm';
import { StoreHoursInput } from '../../../stores/resources/store/StoreHoursInput';

export const placeInputs: Record<string, CustomInput> = {
  hoursOfOperation: StoreHoursInput,
};
