import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATALOG_URL_MAX, EXTERNAL_LINK_PATTERN, LINK_PATTERN, SITE_URLS_MAX } from '@casino/contract/operator/catalog-rules';
import type { CallBody, CallReply } from '../api/call.ts';
import type { ConsoleDataProvider } from '../data/data-provider.ts';

/**
 * Site settings an admin changes while the server runs (docs/decisions/067): the support
 * address, the app download banner, the customer-service addresses. Players see a change on their
 * next call. The first three fall back to the deployment's value ("Use the deployment value").
 */

type View = CallReply<'siteSettingsGet'>;
interface Draft { supportEmail: string; downloadType: string; downloadUrl: string; siteUrls: string; serviceUrl: string; lcChatServiceUrl: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const draftOf = (s: View['settings']): Draft => ({
  supportEmail: s.supportEmail, downloadType: String(s.downloadType), downloadUrl: s.downloadUrl, siteUrls: s.siteUrls.join('\n'),
  serviceUrl: s.serviceUrl, lcChatServiceUrl: s.lcChatServiceUrl,
});
const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
const optionalLink = (v: string) => (v.trim() === '' || (v.length <= CATALOG_URL_MAX && LINK_PATTERN.test(v.trim())) ? null : 'An http(s) URL or a path of this site starting with /');

/** The problem with each field of the draft, if any; the server checks again. */
export function draftErrors(d: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (d.supportEmail.trim() !== '' && !EMAIL.test(d.supportEmail.trim())) errors.supportEmail = 'An e-mail address, or empty to hide it';
  for (const key of ['downloadUrl', 'serviceUrl', 'lcChatServiceUrl'] as const) {
    const problem = optionalLink(d[key]);
    if (problem) errors[key] = problem;
  }
  const urls = lines(d.siteUrls);
  if (urls.length > SITE_URLS_MAX) errors.siteUrls = `At most ${SITE_URLS_MAX} addresses`;
  else if (urls.some((u) => !EXTERNAL_LINK_PATTERN.test(u))) errors.siteUrls = 'One http(s) URL per line';
  return errors;
}

/** Only what changed, so saving one field leaves the others (and their deployment fallback) alone. */
export function changes(view: View, d: Draft): CallBody<'siteSettingsUpdate'> {
  const s = view.settings;
  const out: CallBody<'siteSettingsUpdate'> = {};
  if (d.supportEmail.trim() !== s.supportEmail) out.supportEmail = d.supportEmail.trim();
  if (Number(d.downloadType) !== s.downloadType) out.downloadType = Number(d.downloadType);
  if (d.downloadUrl.trim() !== s.downloadUrl) out.downloadUrl = d.downloadUrl.trim();
  if (lines(d.siteUrls).join('\n') !== s.siteUrls.join('\n')) out.siteUrls = lines(d.siteUrls);
  if (d.serviceUrl.trim() !== s.serviceUrl) out.serviceUrl = d.serviceUrl.trim();
  if (d.lcChatServiceUrl.trim() !== s.lcChatServiceUrl) out.lcChatServiceUrl = d.lcChatServiceUrl.trim();
  return out;
}

export function SiteSettingsPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [view, setView] = useState<View | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const loaded = await dataProvider.siteSettings();
      setView(loaded);
      setDraft(draftOf(loaded.settings));
    } catch (err) {
      setLoadError(err instanceof Error ? err.message : 'The settings could not be loaded');
    }
  }, [dataProvider]);
  useEffect(() => { void load(); }, [load]);

  async function save(body: CallBody<'siteSettingsUpdate'>) {
    setBusy(true);
    try {
      const saved = await dataProvider.updateSiteSettings(body);
      setView(saved);
      setDraft(draftOf(saved.settings));
      notify('Site settings saved; players see them on their next visit', { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The change was refused', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (loadError) {
    return <Alert severity="error" data-testid="site-error" action={<Button onClick={() => void load()}>Retry</Button>}>{loadError}</Alert>;
  }
  if (!view || !draft) return <CircularProgress sx={{ m: 4 }} data-testid="site-loading" />;

  const errors = draftErrors(draft);
  const body = changes(view, draft);
  const set = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value });
  const fallback = (key: 'supportEmail' | 'downloadType' | 'downloadUrl') => view.overridden.includes(key) && (
    <Button size="small" disabled={busy} onClick={() => void save({ [key]: null })} data-testid={`site-reset-${key}`}>
      Use the deployment value ({String(view.defaults[key]) || 'empty'})
    </Button>
  );
  const field = (key: keyof Draft, label: string, help: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label} value={draft[key]} onChange={set(key)} error={Boolean(errors[key])} helperText={errors[key] ?? help} fullWidth
      slotProps={{ htmlInput: { 'data-testid': `site-${key}` } }} {...extra}
    />
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Site settings" />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          These apply while the server runs. Site mode, registration, providers and keys are set in the deployment and need a restart.
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          {field('supportEmail', 'Support e-mail', 'Shown in the footer and the legal texts; empty hides it')}
          {fallback('supportEmail')}
          {field('downloadType', 'App download banner', '2 or 3 show the banner', {
            select: true, children: [0, 1, 2, 3].map((n) => <MenuItem key={n} value={String(n)}>{n === 0 ? '0 (none)' : String(n)}</MenuItem>),
          })}
          {fallback('downloadType')}
          {field('downloadUrl', 'App download address', 'The app package the banner offers')}
          {fallback('downloadUrl')}
          {field('siteUrls', 'Alternative site addresses', 'One http(s) URL per line', { multiline: true, minRows: 2 })}
          {field('serviceUrl', 'Customer-service address', 'Opened when no chat widget is set')}
          {field('lcChatServiceUrl', 'Chat widget address', 'Wins over the customer-service address when set')}
          <Button
            variant="contained" disabled={busy || Object.keys(errors).length > 0 || Object.keys(body).length === 0}
            onClick={() => void save(body)} data-testid="site-save"
          >
            Save
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
