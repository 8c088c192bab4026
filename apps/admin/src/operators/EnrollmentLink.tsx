import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { when } from '../ui/format.ts';

/** The one-time link a new operator (or one whose access was reset) enrols with; shown once. */
export function EnrollmentLink({ username, token, expiresAt }: { username: string; token: string; expiresAt: number }) {
  const url = `${window.location.origin}/admin/enroll#${token}`;
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      <Typography variant="body2">
        Give {username} this link, privately. It works once, until {when(expiresAt)}, and is not shown again:
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="enroll-link">{url}</Typography>
    </Alert>
  );
}
