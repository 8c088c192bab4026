import {
  BooleanInput, Datagrid, Edit, FunctionField, ImageField, List, NumberField, NumberInput, SearchInput, SelectInput,
  SimpleForm, TextField, Toolbar, SaveButton, useGetList, maxValue, minValue, number, required,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { CATALOG_SORT_MAX } from '@casino/contract/operator/catalog-rules';
import { FlagSwitch } from './FlagSwitch.tsx';

/**
 * Games, brands and game types (docs/decisions/067): flags switched in place in the lists (each a
 * call of its own, audited), order and the rest in the edit form. Players see a change on their
 * next call: the game list version moves with every change.
 */

const sortRule = [number(), minValue(0), maxValue(CATALOG_SORT_MAX)];

export function Nothing({ what }: { what: string }) {
  return <Typography sx={{ p: 2 }} color="text.secondary" data-testid="catalog-empty">No {what} match.</Typography>;
}

function SaveOnly({ testid }: { testid: string }) {
  return <Toolbar><SaveButton data-testid={testid} /></Toolbar>;
}

/** A filter choosing from another list (types, brands) or from the platforms that come with the brand list. */
function ChoiceFilter({ source, label, resource, optionText, fromMeta }: {
  source: string; label: string; resource: string; optionText: string; fromMeta?: 'platforms'; alwaysOn?: boolean;
}) {
  const { data, meta } = useGetList(resource, { pagination: { page: 1, perPage: 200 }, sort: { field: 'sort', order: 'ASC' } });
  const choices = (fromMeta ? (meta as Record<string, unknown[]> | undefined)?.[fromMeta] : data) ?? [];
  return <SelectInput source={source} label={label} choices={choices} optionText={optionText} />;
}

const gameFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Game name" />,
  <ChoiceFilter key="typeId" source="typeId" label="Type" resource="gameTypes" optionText="name" alwaysOn />,
  <ChoiceFilter key="brandId" source="brandId" label="Brand" resource="brands" optionText="showName" alwaysOn />,
  <ChoiceFilter key="platformId" source="platformId" label="Platform" resource="brands" optionText="name" fromMeta="platforms" alwaysOn />,
];

export function GameList() {
  return (
    <List filters={gameFilters} exporter={false} perPage={25} title="Games" sort={{ field: 'sort', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Nothing what="games" />}>
        <TextField source="id" sortable={false} />
        <ImageField source="icon" label="" sortable={false} sx={{ '& img': { maxWidth: 40, maxHeight: 40 } }} />
        <TextField source="name" sortable={false} />
        <TextField source="typeName" label="Type" sortable={false} />
        <TextField source="brandName" label="Brand" sortable={false} />
        <TextField source="platformName" label="Platform" sortable={false} />
        <NumberField source="sort" sortable={false} />
        <FunctionField label="Enabled" render={() => <FlagSwitch source="enabled" label="Enabled" />} />
        <FunctionField label="Hot" render={() => <FlagSwitch source="hot" label="Hot" />} />
        <FunctionField label="New" render={() => <FlagSwitch source="recent" label="New" />} />
        <FunctionField label="Maintenance" render={() => <FlagSwitch source="maintain" label="Maintenance" />} />
      </Datagrid>
    </List>
  );
}

export function GameEdit() {
  return (
    <Edit mutationMode="pessimistic" title="Game">
      <SimpleForm toolbar={<SaveOnly testid="game-save" />}>
        <TextField source="name" />
        <BooleanInput source="enabled" helperText="Listed and playable (when its brand and platform are)" />
        <BooleanInput source="maintain" label="Under maintenance" helperText="Shown with the maintenance overlay; does not launch" />
        <BooleanInput source="hot" label="Hot (popular grid)" />
        <BooleanInput source="recent" label="New badge" />
        <NumberInput source="sort" validate={[required(), ...sortRule]} />
        <NumberInput source="hotSort" label="Order in the popular grid" validate={[required(), ...sortRule]} />
        <NumberInput source="showType" label="Show type (0: in the lobby grids)" validate={[required(), number(), minValue(0), maxValue(9)]} />
      </SimpleForm>
    </Edit>
  );
}

export function BrandList() {
  return (
    <List exporter={false} pagination={false} title="Brands">
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Nothing what="brands" />}>
        <TextField source="id" sortable={false} />
        <ImageField source="icon" label="" sortable={false} sx={{ '& img': { maxWidth: 40, maxHeight: 40 } }} />
        <TextField source="showName" label="Brand" sortable={false} />
        <TextField source="platformName" label="Platform" sortable={false} />
        <NumberField source="games" sortable={false} />
        <NumberField source="sort" sortable={false} />
        <FunctionField label="Enabled" render={() => <FlagSwitch source="enabled" label="Enabled" />} />
        <FunctionField label="Maintenance" render={() => <FlagSwitch source="maintain" label="Maintenance" />} />
      </Datagrid>
    </List>
  );
}

export function BrandEdit() {
  return (
    <Edit mutationMode="pessimistic" title="Brand">
      <SimpleForm toolbar={<SaveOnly testid="brand-save" />}>
        <TextField source="showName" />
        <BooleanInput source="enabled" />
        <BooleanInput source="maintain" label="Under maintenance (every game of the brand)" />
        <NumberInput source="sort" validate={[required(), ...sortRule]} />
      </SimpleForm>
    </Edit>
  );
}

export function GameTypeList() {
  return (
    <List exporter={false} pagination={false} title="Game types">
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Nothing what="game types" />}>
        <TextField source="id" sortable={false} />
        <TextField source="name" sortable={false} />
        <NumberField source="games" sortable={false} />
        <NumberField source="sort" sortable={false} />
        <FunctionField label="Shown as a tab" render={() => <FlagSwitch source="enabled" label="Shown" />} />
      </Datagrid>
    </List>
  );
}

export function GameTypeEdit() {
  return (
    <Edit mutationMode="pessimistic" title="Game type">
      <SimpleForm toolbar={<SaveOnly testid="type-save" />}>
        <TextField source="name" />
        <BooleanInput source="enabled" label="Shown as a lobby tab" />
        <NumberInput source="sort" validate={[required(), ...sortRule]} />
      </SimpleForm>
    </Edit>
  );
}
