import { useState } from 'react';
import { Create, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OPERATOR_ROLES } from '@casino/contract/operator/roles';
import { OPERATOR_USERNAME_PATTERN } from '@casino/contract/operator/rules';
import { EnrollmentLink } from './EnrollmentLink.tsx';

/** A new operator: a username and a role. They choose their own password through the link shown after. */

const validUsername = (value: unknown) =>
  typeof value === 'string' && OPERATOR_USERNAME_PATTERN.test(value.trim().toLowerCase()) ? undefined : '3-32 lower-case letters, digits, . _ or -';

interface Created { username: string; enrollToken: string; enrollExpiresAt: number }

export function OperatorCreate() {
  const [created, setCreated] = useState<Created | null>(null);
  if (created) {
    return (
      <Box sx={{ p: 2 }} data-testid="operator-created">
        <EnrollmentLink username={created.username} token={created.enrollToken} expiresAt={created.enrollExpiresAt} />
        <Button sx={{ mt: 2 }} onClick={() => setCreated(null)}>Create another</Button>
        <Button sx={{ mt: 2 }} href="/admin/operators">Back to the operators</Button>
      </Box>
    );
  }
  return (
    <Create title="New operator" redirect={false} mutationOptions={{ onSuccess: (data) => setCreated(data as unknown as Created) }}>
      <SimpleForm toolbar={<Toolbar><SaveButton label="Create" /></Toolbar>}>
        <TextInput source="username" validate={[required(), validUsername]} slotProps={{ htmlInput: { 'data-testid': 'operator-username' } }} />
        <SelectInput source="role" validate={required()} choices={OPERATOR_ROLES.map((r) => ({ id: r, name: r }))} />
      </SimpleForm>
    </Create>
  );
}
