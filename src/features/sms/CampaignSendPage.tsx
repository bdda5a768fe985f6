import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Form, ResourceContextProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { business } from '../../../contract/entities/business';
import { smsCampaign } from '../../../contract/entities/sms/smsCampaign';
import { smsGroup } from '../../../contract/entities/sms/smsGroup';
import type { FieldDef } from '../../../contract/fields';
import { SMS_PATHS, SMS_SCREENS, smsSegments, type SmsPlanCurrent } from '../../../contract/sms/sms';
import { useCan } from '../../authProvider/useCan';
import { FieldInput } from '../../components/form/FieldInput';
import { LookupSelect } from '../../components/inputs/LookupSelect';
import { LoadingBar } from '../../components/LoadingBar';
import { ApiError, itemText } from '../../dataProvider/api-error';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';
import type { SmsPlanRedirectState } from './SmsPlanPage';

const splitPhones = (text: string) => text.split(/[\n,;]+/).map((p) => p.trim()).filter(Boolean);

/** What a send starts from: an earlier campaign on /sms/campaign/send/{id}. */
type CampaignStart = {
  campaignId: number;
  campaignName?: string;
  message?: string;
  phones?: string[];
  smsGroupId?: number | null;
  businessId?: number | null;
} & Partial<Record<(typeof DECLARED_INPUTS)[number], unknown>>;

/**
 * The campaign's fields this form draws with the declaration's own inputs (the provider, the store,
 * when to send, customer groups, pictures, links and texts); the others have inputs of the form's own.
 */
const DECLARED_INPUTS = ['provider', 'storeId', 'sendDate', 'customerGroups', 'files', 'links', 'texts'] as const;

/**
 * /sms/campaign/send and /sms/campaign/send/{id}: the second starts from campaign {id} (everything
 * typed or chosen on it), to send it again or a variant of it.
 */
export function CampaignSendPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<CampaignStart & { id: string | number }>(smsCampaign.name, { id: id ?? '' }, { enabled: !!id, retry: false, staleTime: Infinity, gcTime: 0 });
  if (!id) return <CampaignSendForm key="new" />;
  if (isPending) return <LoadingBar />;
  return (
    <CampaignSendForm
      key={id}
      from={data}
      notice={
        data ? (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="campaign-from">
            {translate('app.sms.campaign.send_again', { name: data.campaignName ?? '', id })}
          </Alert>
        ) : error ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.sms.campaign.not_found', { id })}
          </Alert>
        ) : null
      }
    />
  );
}

/**
 * /sms/campaign/send: a bulk SMS. Validate keeps the server's problems as a list on the screen and
 * clears it on success (spec, second document, section 5); Send shows the spec's notice and goes to
 * the campaigns. A business with no SMS plan is sent to /sms/plan on opening, and a send or a check
 * refused on its plan goes there with the server's message (spec: "A store with no SMS plan is
 * redirected to /sms/plan"; "SMS campaign on a plan param error redirects to /sms/plan").
 */
function CampaignSendForm({ from, notice }: { from?: CampaignStart; notice?: ReactNode }) {
  const defaults = Object.fromEntries(
    DECLARED_INPUTS.map((name) => {
      const def: FieldDef = smsCampaign.fields[name];
      return [name, from?.[name] ?? def.default ?? (def.type === 'list' ? [] : null)];
    }),
  );
  return (
    <ResourceContextProvider value={smsCampaign.name}>
      {/* the buttons send: Enter in a field does not */}
      <Form defaultValues={defaults} onSubmit={() => undefined} noValidate>
        <CampaignSendFields from={from} notice={notice} />
      </Form>
    </ResourceContextProvider>
  );
}

function CampaignSendFields({ from, notice }: { from?: CampaignStart; notice?: ReactNode }) {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const navigate = useNavigate();
  const dataProvider = useBackOfficeDataProvider();
  const [campaignName, setName] = useState(from?.campaignName ?? '');
  const [message, setMessage] = useState(from?.message ?? '');
  const [phones, setPhones] = useState((from?.phones ?? []).join('\n'));
  const [smsGroupId, setGroup] = useState<number | null>(from?.smsGroupId ?? null);
  // staff who see businesses send for one they pick; a user of a business sends for their own
  const { can } = useCan();
  const [search] = useSearchParams();
  const [businessId, setBusiness] = useState<number | null>(Number(search.get('businessId')) || from?.businessId || null);
  const [errors, setErrors] = useState<string[]>([]);
  const [valid, setValid] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const declared = () => {
    const values = getValues();
    // what was left empty is not sent: the server's default (provider) or nothing
    return Object.fromEntries(DECLARED_INPUTS.flatMap((name) => (values[name] === null || values[name] === '' ? [] : [[name, values[name]]])));
  };
  const body = () => ({ campaignName, message, phones: splitPhones(phones), smsGroupId, ...declared(), ...(businessId ? { businessId } : {}) });
  const toPlan = (message: string, forBusiness?: number | null) =>
    navigate(forBusiness ? `${SMS_SCREENS.plan}?businessId=${forBusiness}` : SMS_SCREENS.plan, { state: { message } satisfies SmsPlanRedirectState });
  const problems = (e: unknown) => {
    if (!(e instanceof ApiError) || !e.items.length) return null;
    const plan = e.items.find((i) => i.path === 'plan');
    if (plan) {
      toPlan(plan.msg);
      return [];
    }
    return e.items.map(itemText);
  };

  // the plan of the business sent for, read on opening and again for another business; no right to
  // see plans is no redirect: the send itself says whether the plan allows it
  const { data: planNow, isSuccess, isFetchedAfterMount } = useQuery({
    queryKey: ['sms', SMS_PATHS.planCurrent, businessId],
    queryFn: ({ signal }) => dataProvider.call<SmsPlanCurrent>('sms', SMS_PATHS.planCurrent, { query: { businessId }, signal }),
    retry: false,
  });
  // decided on this screen's own read (not on one kept from an earlier visit), when it succeeded
  const noPlan = isFetchedAfterMount && isSuccess && !!planNow && planNow.businessId !== null && !planNow.plan;
  useEffect(() => {
    if (noPlan) toPlan(translate('app.sms.message.noPlan'), businessId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noPlan, businessId]);

  const validate = async () => {
    setBusy(true);
    try {
      const res = await dataProvider.call<{ phones: number }>('sms', SMS_PATHS.campaignValidate, { method: 'POST', body: body(), resource: 'smsCampaign' });
      setErrors([]);
      setValid(res.phones);
    } catch (e) {
      const list = problems(e);
      setValid(null);
      if (list) setErrors(list);
      else notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    setBusy(true);
    try {
      await dataProvider.create('smsCampaign', { data: body() });
      notify('app.sms.message.campaignSent', { type: 'success' });
      navigate(SMS_SCREENS.campaigns);
    } catch (e) {
      const list = problems(e);
      if (list) setErrors(list);
      else notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('app.sms.campaign.send_title')}</Typography>
      {notice}
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="campaign-errors">
          {translate('app.sms.campaign.errors')}
          <ul>
            {errors.map((e, i) => <li key={i}>{e}</li>)}
          </ul>
        </Alert>
      )}
      {valid !== null && errors.length === 0 && <Alert severity="success" sx={{ mb: 2 }}>{translate('app.sms.campaign.valid', { count: valid })}</Alert>}
      <Stack spacing={2}>
        <TextField data-field="campaignName" label={translate('app.sms.campaign.name')} value={campaignName} onChange={(e) => setName(e.target.value)} inputProps={{ 'data-testid': 'campaign-name' }} />
        <TextField
          data-field="message"
          label={translate('app.sms.campaign.message')}
          multiline
          minRows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          helperText={translate('app.sms.conversation.parts', { count: smsSegments(message) })}
          inputProps={{ 'data-testid': 'campaign-message' }}
        />
        <TextField
          data-field="phones"
          label={translate('app.sms.campaign.phones')}
          multiline
          minRows={4}
          value={phones}
          onChange={(e) => setPhones(e.target.value)}
          helperText={translate('app.sms.campaign.phones_help')}
          inputProps={{ 'data-testid': 'campaign-phones' }}
        />
        <Box data-field="smsGroupId">
          <LookupSelect reference={smsGroup.name} label={translate('app.sms.campaign.sms_group')} value={smsGroupId} onChange={setGroup} allowEmpty />
        </Box>
        {can(business.name, 'list') && (
          <Box data-field="businessId">
            <LookupSelect reference={business.name} label={translate('app.sms.plan.business')} value={businessId} onChange={setBusiness} allowEmpty />
          </Box>
        )}
        {DECLARED_INPUTS.map((name) => (
          <Box key={name} data-field={name}>
            <FieldInput name={name} def={smsCampaign.fields[name]} mode="create" />
          </Box>
        ))}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={validate} disabled={busy} data-testid="campaign-validate">{translate('app.sms.campaign.validate')}</Button>
          <Button variant="contained" onClick={send} disabled={busy} data-testid="campaign-send">{translate('app.sms.campaign.send')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
