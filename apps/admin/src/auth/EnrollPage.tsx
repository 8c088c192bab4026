import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import qrcode from 'qrcode-generator';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OPERATOR_PASSWORD_MIN } from '@casino/contract/operator/rules';
import { operatorCall } from '../api/call.ts';
import type { CallReply } from '../api/call.ts';

/**
 * The enrolment link an admin hands a new operator (or one whose access was reset):
 * /admin/enroll#<token>. The token sits after the #, so it never reaches a server log. The
 * operator chooses a password and receives the authenticator secret and ten recovery codes,
 * shown once.
 */

/** The otpauth URI as a QR code image (a data: URL: no request leaves the page). */
function qrDataUrl(text: string): string {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  return code.createDataURL(4, 4);
}

export function EnrollPage() {
  const token = useMemo(() => window.location.hash.replace(/^#/, ''), []);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<CallReply<'enroll'> | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== repeat) {
      setError('The two passwords differ.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setDone(await operatorCall('enroll', { token, password }));
      // The link is spent: do not leave it in the address bar or the history.
      window.history.replaceState(null, '', window.location.pathname);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Enrolment failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>Set up your console account</Typography>
          {error && <Alert severity="error" sx={{ mb: 2 }} data-testid="enroll-error">{error}</Alert>}
          {token === '' && !done && <Alert severity="warning">This page needs the enrolment link an admin gave you.</Alert>}
          {token !== '' && !done && (
            <form onSubmit={submit} noValidate>
              <Typography variant="body2">Choose a password of at least {OPERATOR_PASSWORD_MIN} characters that you use nowhere else.</Typography>
              <TextField
                label="New password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} fullWidth margin="normal" required
                autoComplete="new-password" slotProps={{ htmlInput: { 'data-testid': 'enroll-password', maxLength: 128 } }}
              />
              <TextField
                label="Repeat the password" type="password" value={repeat} onChange={(e) => setRepeat(e.target.value)} fullWidth margin="normal" required
                autoComplete="new-password" slotProps={{ htmlInput: { 'data-testid': 'enroll-repeat', maxLength: 128 } }}
              />
              <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy || password.length < OPERATOR_PASSWORD_MIN} data-testid="enroll-submit">
                Set password
              </Button>
            </form>
          )}
          {done && (
            <Box data-testid="enroll-done">
              <Alert severity="success" sx={{ mb: 2 }}>Password set for {done.username}. Now add the console to your authenticator app.</Alert>
              <Box component="img" src={qrDataUrl(done.otpauthUri)} alt="Authenticator QR code" sx={{ display: 'block', mx: 'auto', mb: 1 }} />
              <Typography variant="body2">Or type this key:</Typography>
              <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 2 }} data-testid="enroll-secret">{done.secret}</Typography>
              <Typography variant="subtitle2">Recovery codes: each signs in once when you cannot use the app. Keep them somewhere safe; they are not shown again.</Typography>
              <Box component="ul" sx={{ fontFamily: 'monospace', columns: 2 }} data-testid="enroll-codes">
                {done.recoveryCodes.map((code) => <li key={code}>{code}</li>)}
              </Box>
              <Button variant="contained" href="/admin/login" fullWidth data-testid="enroll-continue">I have saved them: sign in</Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
