import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** Asks for the reason a decision needs (shown to the player where it is theirs to see). */
export function ReasonDialog(props: {
  open: boolean; title: string; explanation: string; confirmLabel: string; busy?: boolean;
  onConfirm(reason: string): void; onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.explanation}</DialogContentText>
        <TextField
          autoFocus fullWidth multiline minRows={2} margin="dense" label="Reason" value={reason}
          onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reason-input' } }}
          helperText={`${trimmed.length}/500`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" color="error" disabled={trimmed === '' || props.busy} onClick={() => props.onConfirm(trimmed)} data-testid="reason-confirm">
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
