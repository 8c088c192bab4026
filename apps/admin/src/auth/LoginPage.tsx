import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLogin } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OperatorErrcode } from '@casino/contract/operator/errcodes';
import { ConsoleError, operatorCall } from '../api/call.ts';

/**
 * Signing in to the console: username and password, then the 6-digit code of the authenticator
 * app or one of the recovery codes.
 */

/** What each refusal of the sign-in means to the operator. */
export function signInError(err: unknown): string {
  if (!(err instanceof ConsoleError)) return 'Sign-in failed; try again';
  switch (err.errcode) {
    case OperatorErrcode.WrongCredentials: return 'Wrong username or password.';
    case OperatorErrcode.WrongCode: return 'That code is wrong or was already used. Wait for the next code, or use a recovery code.';
    case OperatorErrcode.ChallengeInvalid: return 'The sign-in took too long. Start again with your password.';
    case OperatorErrcode.Deactivated: return 'This operator account is deactivated. Ask an admin.';
    case OperatorErrcode.Locked: {
      const minutes = Math.max(1, Math.ceil((err.retryAfter ?? 60) / 60));
      return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    }
    case 429: return 'Too many attempts from here. Wait a minute and try again.';
    default: return err.message;
  }
}

export function LoginPage() {
  const login = useLogin();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await operatorCall('login', { username: username.trim(), password });
      setChallenge(answer.challenge);
      setPassword('');
      setStep('code');
    } catch (err) {
      setError(signInError(err));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ challenge, code: code.trim() });
    } catch (err) {
      setError(signInError(err));
      if (err instanceof ConsoleError && (err.errcode === OperatorErrcode.ChallengeInvalid || err.errcode === OperatorErrcode.Locked)) {
        setStep('password');
      }
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>Casino console</Typography>
          {error && <Alert severity="error" sx={{ mb: 2 }} data-testid="login-error">{error}</Alert>}
          {step === 'password' ? (
            <form onSubmit={submitPassword} noValidate>
              <TextField
                label="Username" value={username} onChange={(e) => setUsername(e.target.value)} fullWidth margin="normal" autoFocus required
                autoComplete="username" slotProps={{ htmlInput: { 'data-testid': 'login-username', maxLength: 64 } }}
              />
              <TextField
                label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} fullWidth margin="normal" required
                autoComplete="current-password" slotProps={{ htmlInput: { 'data-testid': 'login-password', maxLength: 128 } }}
              />
              <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy || username.trim() === '' || password === ''} data-testid="login-submit">
                Continue
              </Button>
            </form>
          ) : (
            <form onSubmit={submitCode} noValidate>
              <Typography variant="body2" sx={{ mb: 1 }}>
                Enter the 6-digit code from your authenticator app, or one of your recovery codes.
              </Typography>
              <TextField
                label="Code" value={code} onChange={(e) => setCode(e.target.value)} fullWidth margin="normal" autoFocus required
                autoComplete="one-time-code" slotProps={{ htmlInput: { 'data-testid': 'login-code', maxLength: 32, inputMode: 'text' } }}
              />
              <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy || code.trim().length < 6} data-testid="login-verify">
                Sign in
              </Button>
              <Link component="button" type="button" variant="body2" sx={{ mt: 2 }} onClick={() => { setStep('password'); setCode(''); setError(null); }}>
                Start again
              </Link>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
