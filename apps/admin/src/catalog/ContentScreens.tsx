import {
  BooleanInput, Create, Datagrid, DeleteWithConfirmButton, Edit, FormDataConsumer, FunctionField, ImageField, List, NumberField, NumberInput,
  SaveButton, SelectInput, SimpleForm, TextField, TextInput, Toolbar, maxLength, maxValue, minValue, number, regex, required,
} from 'react-admin';
import type { Identifier, Validator } from 'react-admin';
import {
  CATALOG_NICKNAME_MAX, CATALOG_SORT_MAX, CATALOG_TEXT_MAX, CATALOG_TITLE_MAX, CATALOG_URL_MAX, EXTERNAL_LINK_MESSAGE, EXTERNAL_LINK_PATTERN,
  LINK_MESSAGE, LINK_PATTERN, PromoClick,
} from '@casino/contract/operator/catalog-rules';
import { SocialMediaIds } from './social-networks.ts';
import { FlagSwitch } from './FlagSwitch.tsx';
import { Nothing } from './CatalogScreens.tsx';

/**
 * Banners, notices, promotional videos, customer-service entries and social links (docs/decisions/067):
 * lists with an in-place enabled switch, create and edit forms checked with the contract's own
 * limits, delete after a confirmation. The server checks everything again and names a refused field.
 */

const sortRule = [required(), number(), minValue(0), maxValue(CATALOG_SORT_MAX)];
/** Empty, or an http(s) URL or a path of this site. */
const optionalLink: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && LINK_PATTERN.test(value.trim())) ? undefined : LINK_MESSAGE;
const linkRule = [maxLength(CATALOG_URL_MAX), optionalLink];
const actionRule = [required(), number(), minValue(0), maxValue(2_147_483_647)];
const testid = (id: string) => ({ htmlInput: { 'data-testid': id } });

const CLICK_CHOICES = [
  { id: PromoClick.None, name: 'Nothing' },
  { id: PromoClick.Activity, name: 'Activity page' },
  { id: PromoClick.Game, name: 'Game' },
  { id: PromoClick.Url, name: 'Link' },
];
const clickChoices = (allowed: readonly number[]) => CLICK_CHOICES.filter((c) => allowed.includes(c.id));

function FormToolbar({ prefix, deletable }: { prefix: string; deletable: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton data-testid={`${prefix}-save`} />
      {deletable && <DeleteWithConfirmButton data-testid={`${prefix}-delete`} confirmTitle="Delete this entry?" confirmContent="Players stop seeing it at once. This cannot be undone." mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/** What a click does: the action's meaning depends on the type (activity id, game id); a link needs the URL. */
function ClickInputs({ prefix, allowed }: { prefix: string; allowed: readonly number[] }) {
  return (
    <>
      <SelectInput source="clickType" label="On click" choices={clickChoices(allowed)} validate={required()} slotProps={testid(`${prefix}-click-type`)} />
      <FormDataConsumer>
        {({ formData }) => (
          <>
            {formData.clickType !== PromoClick.None && (
              <NumberInput
                source="clickAction" validate={actionRule} slotProps={testid(`${prefix}-click-action`)}
                label={formData.clickType === PromoClick.Game ? 'Game id' : 'Activity id (0: deposit page, 10000: tasks)'}
              />
            )}
            {allowed.includes(PromoClick.Url) && (
              <TextInput
                source="url" label="Link" validate={formData.clickType === PromoClick.Url ? [required(), ...linkRule] : linkRule}
                helperText="https://… or a path of this site such as /lobby/rewards" fullWidth slotProps={testid(`${prefix}-url`)}
              />
            )}
          </>
        )}
      </FormDataConsumer>
    </>
  );
}

// ---- banners ----

function BannerForm({ deletable }: { deletable: boolean }) {
  return (
    <SimpleForm toolbar={<FormToolbar prefix="banner" deletable={deletable} />}>
      <TextInput source="title" validate={maxLength(CATALOG_TITLE_MAX)} fullWidth slotProps={testid('banner-title')} helperText="Also drawn on the generated picture" />
      <TextInput source="imgUrl" label="Image" validate={linkRule} fullWidth slotProps={testid('banner-img-url')} helperText="https://… or /path; empty: the generated picture" />
      <ClickInputs prefix="banner" allowed={[PromoClick.Activity, PromoClick.Game, PromoClick.Url]} />
      <NumberInput source="activityType" label="Advertised activity (optional)" validate={[number(), minValue(0)]} slotProps={testid('banner-activity-type')} />
      <NumberInput source="sort" validate={sortRule} slotProps={testid('banner-sort')} />
      <BooleanInput source="enabled" label="Shown to players" />
    </SimpleForm>
  );
}

export function BannerList() {
  return (
    <List exporter={false} pagination={false} title="Banners">
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Nothing what="banners" />}>
        <TextField source="id" sortable={false} />
        <ImageField source="shownImgUrl" label="Picture" sortable={false} sx={{ '& img': { maxWidth: 160, maxHeight: 60 } }} />
        <TextField source="title" sortable={false} />
        <FunctionField label="On click" sortable={false} render={(r: { clickType: number; clickAction: number; url: string }) =>
          r.clickType === PromoClick.Url ? r.url : `${CLICK_CHOICES.find((c) => c.id === r.clickType)?.name ?? r.clickType} ${r.clickAction}`} />
        <NumberField source="sort" sortable={false} />
        <FunctionField label="Shown" render={() => <FlagSwitch source="enabled" label="Shown" />} />
      </Datagrid>
    </List>
  );
}
/** `id` only where no route gives it (a test); the console's route does. */
export const BannerEdit = ({ id }: { id?: Identifier }) => <Edit id={id} mutationMode="pessimistic" title="Banner"><BannerForm deletable /></Edit>;
export const BannerCreate = () => (
  <Create title="New banner" redirect="list" record={{ clickType: PromoClick.Url, clickAction: 0, url: '', imgUrl: '', title: '', activityType: null, sort: 0, enabled: true }}>
    <BannerForm deletable={false} />
  </Create>
);

// ---- notices ----

function NoticeForm({ deletable }: { deletable: boolean }) {
  return (
    <SimpleForm toolbar={<FormToolbar prefix="notice" deletable={deletable} />}>
      <TextInput source="title" validate={[required(), maxLength(CATALOG_TITLE_MAX)]} fullWidth />
      <TextInput source="content" validate={[required(), maxLength(CATALOG_TEXT_MAX)]} multiline minRows={4} fullWidth />
      <BooleanInput source="isH5Pop" label="Also the home pop-up" />
      <TextInput source="imgUrl" label="Image" validate={linkRule} fullWidth helperText="Optional: https://… or /path" />
      <ClickInputs prefix="notice" allowed={[PromoClick.None, PromoClick.Activity, PromoClick.Game, PromoClick.Url]} />
      <NumberInput source="activityType" label="Advertised activity (optional)" validate={[number(), minValue(0)]} />
      <NumberInput source="sort" validate={sortRule} />
      <BooleanInput source="enabled" label="Shown to players" />
    </SimpleForm>
  );
}

export function NoticeList() {
  return (
    <List exporter={false} pagination={false} title="Notices">
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Nothing what="notices" />}>
        <TextField source="id" sortable={false} />
        <TextField source="title" sortable={false} />
        <FunctionField label="Pop-up" render={(r: { isH5Pop: boolean }) => (r.isH5Pop ? 'yes' : 'no')} />
        <NumberField source="sort" sortable={false} />
        <FunctionField label="Shown" render={() => <FlagSwitch source="enabled" label="Shown" />} />
      </Datagrid>
    </List>
  );
}
export const NoticeEdit = () => <Edit mutationMode="pessimistic" title="Notice"><NoticeForm deletable /></Edit>;
export const NoticeCreate = () => (
  <Create title="New notice" redirect="list" record={{ clickType: PromoClick.None, clickAction: 0, url: '', imgUrl: '', isH5Pop: false, activityType: null, sort: 0, enabled: true }}>
    <NoticeForm deletable={false} />
  </Create>
);

// ---- promotional videos ----

function PromoVideoForm({ deletable }: { deletable: boolean }) {
  return (
    <SimpleForm toolbar={<FormToolbar prefix="video" deletable={deletable} />}>
      <TextInput source="path" label="Video file" validate={linkRule} fullWidth helperText="https://… or /path; empty: the poster stands in" />
      <TextInput source="coverImg" label="Poster" validate={linkRule} fullWidth helperText="Empty: the generated poster" />
      <ClickInputs prefix="video" allowed={[PromoClick.Activity, PromoClick.Game]} />
      <NumberInput source="sort" validate={sortRule} />
      <BooleanInput source="enabled" label="Shown to players" />
    </SimpleForm>
  );
}

export function PromoVideoList() {
  return (
    <List exporter={false} pagination={false} title="Promotional videos">
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Nothing what="videos" />}>
        <TextField source="id" sortable={false} />
        <TextField source="path" label="Video" sortable={false} emptyText="(poster)" />
        <FunctionField label="On click" render={(r: { clickType: number; clickAction: number }) => `${r.clickType === PromoClick.Game ? 'Game' : 'Activity'} ${r.clickAction}`} />
        <NumberField source="sort" sortable={false} />
        <FunctionField label="Shown" render={() => <FlagSwitch source="enabled" label="Shown" />} />
      </Datagrid>
    </List>
  );
}
export const PromoVideoEdit = () => <Edit mutationMode="pessimistic" title="Promotional video"><PromoVideoForm deletable /></Edit>;
export const PromoVideoCreate = () => (
  <Create title="New promotional video" redirect="list" record={{ clickType: PromoClick.Activity, clickAction: 0, path: '', coverImg: '', sort: 0, enabled: true }}>
    <PromoVideoForm deletable={false} />
  </Create>
);

// ---- customer service ----

function CustomerServiceForm({ deletable }: { deletable: boolean }) {
  return (
    <SimpleForm toolbar={<FormToolbar prefix="service" deletable={deletable} />}>
      <TextInput source="nickname" label="Name" validate={[required(), maxLength(CATALOG_NICKNAME_MAX)]} />
      <TextInput source="url" label="Address" validate={[required(), maxLength(CATALOG_URL_MAX), regex(LINK_PATTERN, LINK_MESSAGE)]} fullWidth />
      <BooleanInput source="isOut" label="Opens in a new window" />
      <TextInput source="icon" validate={linkRule} fullWidth helperText="Empty: the generated icon" />
      <NumberInput source="sort" validate={sortRule} />
      <BooleanInput source="enabled" label="Shown to players" />
    </SimpleForm>
  );
}

export function CustomerServiceList() {
  return (
    <List exporter={false} pagination={false} title="Customer service">
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Nothing what="entries" />}>
        <TextField source="id" sortable={false} />
        <TextField source="nickname" label="Name" sortable={false} />
        <TextField source="url" label="Address" sortable={false} />
        <NumberField source="sort" sortable={false} />
        <FunctionField label="Shown" render={() => <FlagSwitch source="enabled" label="Shown" />} />
      </Datagrid>
    </List>
  );
}
export const CustomerServiceEdit = () => <Edit mutationMode="pessimistic" title="Customer service"><CustomerServiceForm deletable /></Edit>;
export const CustomerServiceCreate = () => (
  <Create title="New customer-service entry" redirect="list" record={{ url: '', nickname: '', icon: '', isOut: true, sort: 0, enabled: true }}>
    <CustomerServiceForm deletable={false} />
  </Create>
);

// ---- social links ----

const externalLink = [required(), maxLength(CATALOG_URL_MAX), regex(EXTERNAL_LINK_PATTERN, EXTERNAL_LINK_MESSAGE)];

export function SocialLinkList() {
  return (
    <List exporter={false} pagination={false} title="Social links">
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Nothing what="social links" />}>
        <FunctionField label="Network" render={(r: { id: number }) => SocialMediaIds.find((n) => n.id === r.id)?.name ?? `#${r.id}`} />
        <TextField source="url" sortable={false} />
        <NumberField source="sort" label="Place" sortable={false} />
      </Datagrid>
    </List>
  );
}
export const SocialLinkEdit = () => (
  <Edit mutationMode="pessimistic" title="Social link">
    <SimpleForm toolbar={<FormToolbar prefix="social" deletable />}>
      <FunctionField label="Network" render={(r: { id: number }) => SocialMediaIds.find((n) => n.id === r.id)?.name ?? `#${r.id}`} />
      <TextInput source="url" validate={externalLink} fullWidth />
      <NumberInput source="sort" label="Place in the footer (0 first)" validate={sortRule} />
    </SimpleForm>
  </Edit>
);
export const SocialLinkCreate = () => (
  <Create title="New social link" redirect="list">
    <SimpleForm toolbar={<FormToolbar prefix="social" deletable={false} />}>
      <SelectInput source="id" label="Network" choices={SocialMediaIds} validate={required()} />
      <TextInput source="url" validate={externalLink} fullWidth />
    </SimpleForm>
  </Create>
);
