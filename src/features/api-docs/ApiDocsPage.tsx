import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingBar } from '../../components/LoadingBar';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { apiOperations, type ApiDocument } from './api-operations';

const METHOD_COLOURS: Record<string, 'success' | 'primary' | 'warning' | 'error' | 'default'> = {
  get: 'success',
  post: 'primary',
  put: 'warning',
  delete: 'error',
};

/** The OpenAPI document of every route, read with the signed-in administrator's token (GET /api/docs/json). */
export function ApiDocsPage() {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const { data: doc, error } = useQuery({
    queryKey: ['api', 'docs'],
    queryFn: ({ signal }) => dataProvider.call<ApiDocument>('api', 'docs/json', { signal }),
    retry: false,
  });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string>();

  const operations = useMemo(() => (doc ? apiOperations(doc, search) : []), [doc, search]);

  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'openapi.json' });
    a.click();
    URL.revokeObjectURL(url);
  };

  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!doc) return <LoadingBar />;
  return (
    <Paper sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6">{translate('app.page.api_docs')}</Typography>
        <TextField size="small" label={translate('app.api_docs.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ minWidth: 280 }} />
        <Typography variant="body2" color="text.secondary" data-testid="api-docs-count">
          {translate('app.api_docs.operations', { count: operations.length })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={download}>
          {translate('app.api_docs.download')}
        </Button>
      </Box>
      <Table size="small" aria-label={translate('app.page.api_docs')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.api_docs.method')}</TableCell>
            <TableCell>{translate('app.api_docs.path')}</TableCell>
            <TableCell>{translate('app.api_docs.permission')}</TableCell>
            <TableCell>{translate('app.api_docs.summary')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {operations.map((op) => (
            <Fragment key={op.key}>
              <TableRow hover onClick={() => setOpen(open === op.key ? undefined : op.key)} sx={{ cursor: 'pointer' }} data-testid="api-operation">
                <TableCell>
                  <Chip size="small" label={op.method.toUpperCase()} color={METHOD_COLOURS[op.method] ?? 'default'} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{op.path}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {op.permissions.length ? op.permissions.join(' | ') : translate(op.isPublic ? 'app.api_docs.public' : 'app.api_docs.signed_in')}
                </TableCell>
                <TableCell>{op.summary}</TableCell>
              </TableRow>
              {open === op.key ? (
                <TableRow>
                  <TableCell colSpan={4} sx={{ bgcolor: 'action.hover' }}>
                    <Box component="pre" aria-label={translate('app.api_docs.details')} sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', maxHeight: 420, overflow: 'auto' }}>
                      {JSON.stringify(op.operation, null, 2)}
                    </Box>
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
