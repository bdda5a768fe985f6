import { Avatar, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { money, type OrderProduct } from '../../../../contract/orders';
import { entityKeys } from '../../../i18n/useLabels';

export interface OrderProductsPanelProps {
  products: OrderProduct[];
}

/** The expandable panel of an order: image, name, discount type, count, price, previous price when it differs, options. */
export function OrderProductsPanel({ products }: OrderProductsPanelProps) {
  const translate = useTranslate();
  if (!products.length) return <Typography sx={{ p: 2 }}>{translate('app.order.products.none')}</Typography>;
  return (
    <Box sx={{ p: 1, bgcolor: 'action.hover' }} data-testid="order-products">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.order.products.image')}</TableCell>
            <TableCell>{translate('app.order.products.name')}</TableCell>
            <TableCell>{translate(entityKeys.field('order', 'products.discount'))}</TableCell>
            <TableCell>{translate('app.order.products.count')}</TableCell>
            <TableCell>{translate('app.order.products.price')}</TableCell>
            <TableCell>{translate(entityKeys.field('order', 'products.options'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((line, i) => {
            const name = line.product.descriptions[0]?.name ?? `#${line.product.productId}`;
            const previous = line.product.prevPrice;
            return (
              <TableRow key={`${line.product.productId}-${i}`} data-testid="order-product-row">
                <TableCell>
                  <Avatar variant="rounded" data-testid="order-product-image" src={line.product.imageMain ?? undefined} alt={name} sx={{ width: 40, height: 40 }}>
                    {name.charAt(0)}
                  </Avatar>
                </TableCell>
                <TableCell>{name}</TableCell>
                <TableCell>{line.discount?.type ?? '-'}</TableCell>
                <TableCell>{line.quantity}</TableCell>
                <TableCell>
                  ${money(line.price)}
                  {previous != null && previous !== line.product.price && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through', ml: 1 }} data-testid="order-product-previous-price">
                      ${money(previous)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                    {line.orderOption.map((o, j) => (
                      <Chip key={j} size="small" variant="outlined" label={`${o.name}: ${o.value}`} />
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
