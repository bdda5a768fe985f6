import { Typography } from '@mui/material';
import { staffLabel, type OrderStaff } from '../../../../contract/orders';

/** The order's staff, each as manager or driver (delivering staff are drivers). */
export function OrderStaffList({ staff }: { staff: OrderStaff[] }) {
  if (!staff.length) return null;
  return (
    <>
      {staff.map((s, i) => (
        <Typography key={i} variant="caption" display="block" color="text.secondary" data-testid="order-staff">
          {staffLabel(s)}: {s.user.username}
        </Typography>
      ))}
    </>
  );
}
