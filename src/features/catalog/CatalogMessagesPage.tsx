import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useInfiniteGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { review } from '../../../contract/entities/catalog/review';
import { screenPath } from '../../../contract/screen-paths';
import { useCan } from '../../authProvider/useCan';
import { LoadingBar } from '../../components/LoadingBar';
import { PermissionButton } from '../../components/PermissionButton';
import { useNotifyQueryError } from '../../dataProvider/hooks';
import { intlLocale } from '../../i18n/intl-locale';

const PAGE = 10;

function MessageCard({ message, mayEdit }: { message: RaRecord; mayEdit: boolean }) {
  const translate = useTranslate();
  const product = (message.productName as string | undefined) ?? `#${String(message.productId)}`;
  return (
    <Card variant="outlined" data-testid="catalog-message">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {String(message.author ?? '')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.catalog.messages.on_product', { product })}
          </Typography>
          <Rating value={Number(message.rating) || 0} readOnly size="small" aria-label={translate('app.catalog.messages.rating', { rating: Number(message.rating) || 0 })} />
          <Box sx={{ flex: 1 }} />
          <Chip size="small" variant="outlined" color={message.status ? 'success' : 'default'} label={translate(message.status ? 'app.catalog.messages.published' : 'app.catalog.messages.unpublished')} />
          {message.dateAdded ? (
            <Typography variant="caption" color="text.secondary">
              {new Date(String(message.dateAdded)).toLocaleString(intlLocale())}
            </Typography>
          ) : null}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{String(message.text ?? '')}</Typography>
        {message.reply ? (
          <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
            <Typography variant="caption" color="text.secondary">
              {translate('app.catalog.messages.replied', { name: String(message.adminName ?? '') })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {String(message.reply)}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.catalog.messages.not_replied')}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <PermissionButton allowed={mayEdit} label={translate('app.catalog.messages.reply')} component={Link} to={screenPath(review, 'edit', message.id)} size="small" />
      </CardActions>
    </Card>
  );
}

/**
 * /catalog/messages (spec, route list): the catalogue's messages from customers, its reviews, read
 * as a feed, newest first, ten at a time with See More; each opens the review's form to publish or
 * reply. The unpublished-only switch is kept in the address (?unpublished=1).
 */
export function CatalogMessagesPage() {
  const translate = useTranslate();
  const { can } = useCan();
  const [params, setParams] = useSearchParams();
  const unpublished = params.get('unpublished') === '1';
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList(review.name, {
    pagination: { page: 1, perPage: PAGE },
    sort: { field: 'dateAdded', order: 'DESC' },
    filter: unpublished ? { status: false } : {},
  });
  useNotifyQueryError(error);
  const messages = data?.pages.flatMap((p) => p.data) ?? [];
  const mayEdit = can(review.name, 'edit');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {translate('app.catalog.messages.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.catalog.messages.intro')}</Typography>
      </Box>
      <FormControlLabel
        control={<Switch checked={unpublished} onChange={(_e, on) => setParams(on ? { unpublished: '1' } : {}, { replace: true })} />}
        label={translate('app.catalog.messages.unpublished_only')}
      />
      {isPending ? <LoadingBar /> : null}
      {!isPending && !error && !messages.length ? <Alert severity="info">{translate('app.catalog.messages.empty')}</Alert> : null}
      {messages.map((m) => (
        <MessageCard key={m.id} message={m} mayEdit={mayEdit} />
      ))}
      {hasNextPage ? (
        <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} sx={{ alignSelf: 'center' }}>
          {translate('app.action.see_more')}
        </Button>
      ) : null}
    </Box>
  );
}
