import { useEffect, useState } from 'react';
import {
  BooleanField, BooleanInput, Create, Datagrid, Edit, FormDataConsumer, FunctionField, List, NumberField, NumberInput, SelectInput, SimpleForm, TextField,
  TextInput, maxLength, regex, required, useDataProvider, useRecordContext,
} from 'react-admin';
import type { Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../data/data-provider.ts';
import { SchemaFields } from './SchemaFields.tsx';
import type { JsonSchema } from './SchemaFields.tsx';

/** The Promotions screen (docs/decisions/072): activity instances, their settings from the type's schema, schedule and budgets. */

interface TypeInfo { type: number; name: string; schema: JsonSchema; defaults: Record<string, unknown> }

function usePromotionTypes(): TypeInfo[] {
  const provider = useDataProvider<ConsoleDataProvider>();
  const [types, setTypes] = useState<TypeInfo[]>([]);
  useEffect(() => {
    let live = true;
    void provider.promotionTypes().then((answer) => live && setTypes(answer.list as TypeInfo[]));
    return () => { live = false; };
  }, [provider]);
  return types;
}

const money = (hundredths: number | null) => (hundredths === null ? 'unlimited' : (hundredths / 100).toFixed(2));
const PH_TIME = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'YYYY-MM-DDTHH:mm');

export function PromotionList() {
  const types = usePromotionTypes();
  return (
    <List exporter={false} pagination={false} title="Promotions">
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <FunctionField label="Type" render={(r: { type: number }) => `${types.find((t) => t.type === r.type)?.name ?? 'Activity'} (${r.type})`} />
        <TextField source="title" sortable={false} />
        <NumberField source="sort" sortable={false} />
        <FunctionField label="Runs (Philippine time)" render={(r: { startTime: string | null; endTime: string | null }) => `${r.startTime ?? 'always'} – ${r.endTime ?? 'no end'}`} />
        <BooleanField source="enabled" label="On" sortable={false} />
        <FunctionField label="Spent / budget" render={(r: { spent: number; budgetTotal: number | null }) => `${money(r.spent)} / ${money(r.budgetTotal)}`} />
        <NumberField source="claims" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The settings inputs of the chosen type (a new instance starts from the type's defaults). */
function SettingsInputs({ types }: { types: TypeInfo[] }) {
  return (
    <FormDataConsumer<{ type?: number }>>
      {({ formData }) => {
        const info = types.find((t) => t.type === formData.type);
        return info ? <SchemaFields schema={info.schema} source="settings" /> : null;
      }}
    </FormDataConsumer>
  );
}

function PromotionForm({ creating }: { creating: boolean }) {
  const types = usePromotionTypes();
  const record = useRecordContext();
  return (
    <SimpleForm>
      <SelectInput source="type" choices={types.map((t) => ({ id: t.type, name: `${t.name} (${t.type})` }))} validate={required()} disabled={!creating && record !== undefined} />
      <TextInput source="title" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="rules" multiline minRows={4} fullWidth helperText="Shown on the rule and detail pages; blank lines separate paragraphs." />
      <NumberInput source="sort" validate={required()} helperText="Lower shows first (§5)." />
      <TextInput source="startTime" label="Starts (Philippine time)" validate={PH_TIME} helperText="YYYY-MM-DDTHH:mm; empty: already running" />
      <TextInput source="endTime" label="Ends (Philippine time)" validate={PH_TIME} helperText="YYYY-MM-DDTHH:mm; empty: no end" />
      <BooleanInput source="enabled" label="On" />
      <NumberInput source="budgetTotal" label="Coin budget (hundredths)" helperText="Empty: unlimited" />
      <NumberInput source="claimLimit" label="Claims in all" helperText="Empty: unlimited" />
      <NumberInput source="perPlayerLimit" label="Claims per player" helperText="Empty: unlimited" />
      <NumberInput source="periodLimit" label="Claims per Philippine day" helperText="Empty: unlimited" />
      <SettingsInputs types={types} />
    </SimpleForm>
  );
}

export const PromotionEdit = ({ id }: { id?: Identifier }) => (
  <Edit id={id} mutationMode="pessimistic" title="Promotion"><PromotionForm creating={false} /></Edit>
);

export function PromotionCreate() {
  const types = usePromotionTypes();
  const first = types[0];
  if (!first) return null;
  return (
    <Create title="New promotion" redirect="list" record={{
      type: first.type, title: first.name, rules: '', sort: 0, startTime: null, endTime: null, enabled: false,
      budgetTotal: null, claimLimit: null, perPlayerLimit: null, periodLimit: null, settings: first.defaults,
    }}>
      <PromotionForm creating />
    </Create>
  );
}
