import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useInput, usePermissions, useTranslate } from 'react-admin';
import type { PermissionGroup } from '../../../../../contract/permission-catalog';
import { holds, PERMISSION_TYPES, type Permission, type PermissionType } from '../../../../../contract/permissions';
import { AUTH_PATHS } from '../../../../../contract/services';
import { errorText } from '../../../../components/inputs/error-text';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';
import { LoadingBar } from '../../../../components/LoadingBar';

const has = (list: Permission[], value: string, type: PermissionType) => list.some((p) => p.value === value && p.type === type);

/**
 * A table of permission values x types with a checkbox each, fed by GET /api/ug/p/g. A permission
 * the signed-in user does not hold is dimmed: nobody grants what they do not hold (the server refuses it).
 */
export function PermissionPicker({ source }: { source: string }) {
  const dataProvider = useBackOfficeDataProvider();
  const translate = useTranslate();
  const { data: catalogue, error } = useQuery({
    queryKey: ['api', AUTH_PATHS.permissionGroups],
    queryFn: ({ signal }) => dataProvider.call<PermissionGroup[]>('api', AUTH_PATHS.permissionGroups, { signal }),
    retry: false,
  });
  const { field, fieldState, formState } = useInput({ source });
  const { permissions: mine } = usePermissions<Permission[]>();
  const grantable = (permValue: string, type: PermissionType) => Array.isArray(mine) && holds(mine, { value: permValue, type });
  const value: Permission[] = Array.isArray(field.value) ? field.value : [];

  const toggle = (permValue: string, type: PermissionType) => {
    const next = has(value, permValue, type)
      ? value.filter((p) => !(p.value === permValue && p.type === type))
      : [...value, { value: permValue, type }];
    field.onChange(next.map(({ value: v, type: t }) => ({ value: v, type: t })));
    field.onBlur();
  };

  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const message = fieldState.error?.message;

  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!catalogue) return <LoadingBar />;
  return (
    <Box>
      {showError ? (
        <FormHelperText error sx={{ mb: 1 }}>
          {errorText(message)}
        </FormHelperText>
      ) : null}
      <TableContainer sx={{ maxHeight: 520, border: 1, borderColor: showError ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={translate('app.permissions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.permissions.permission')}</TableCell>
              {PERMISSION_TYPES.map((t) => (
                <TableCell key={t} align="center">
                  {translate(`app.permissions.types.${t}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {catalogue.map((group) => (
              <Fragment key={group.group}>
                <TableRow>
                  <TableCell colSpan={PERMISSION_TYPES.length + 1} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                    {group.group}
                  </TableCell>
                </TableRow>
                {group.permissions.map((entry) => (
                  <TableRow key={entry.value} hover>
                    <TableCell>
                      {entry.label}
                      <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, ml: 1 }}>
                        /{entry.value}
                      </Box>
                    </TableCell>
                    {PERMISSION_TYPES.map((type) => (
                      <TableCell key={type} align="center" padding="checkbox">
                        {entry.types.includes(type) ? (
                          <Checkbox
                            size="small"
                            checked={has(value, entry.value, type)}
                            disabled={!grantable(entry.value, type)}
                            onChange={() => toggle(entry.value, type)}
                            slotProps={{ input: { 'aria-label': `${entry.value} ${type}` } }}
                          />
                        ) : null}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
