import { ArrayInput, BooleanInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, maxValue, minValue, required } from 'react-admin';

/**
 * Inputs for a type's settings, built from its schema (the JSON Schema the server hands out,
 * made from the contract's zod schema): objects become groups, arrays of objects repeatable
 * groups, numbers number inputs with their bounds, a choice of constants a select. The server
 * checks the settings again and names any field it refuses.
 */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  description?: string;
}

const label = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

export function SchemaFields({ schema, source }: { schema: JsonSchema; source: string }) {
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([name, field]) => (
        <SchemaField key={name} name={name} schema={field} source={source ? `${source}.${name}` : name} isRequired={schema.required?.includes(name) ?? false} />
      ))}
    </>
  );
}

function SchemaField({ name, schema, source, isRequired }: { name: string; schema: JsonSchema; source: string; isRequired: boolean }) {
  const validate = [
    ...(isRequired ? [required()] : []),
    ...(schema.minimum !== undefined ? [minValue(schema.minimum)] : []),
    ...(schema.maximum !== undefined ? [maxValue(schema.maximum)] : []),
  ];
  const choices = (schema.anyOf ?? []).filter((option) => option.const !== undefined);
  if (choices.length > 0) {
    return <SelectInput source={source} label={label(name)} validate={validate} choices={choices.map((c) => ({ id: c.const as string | number, name: String(c.const) }))} />;
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return <NumberInput source={source} label={label(name)} validate={validate} step={1} helperText={schema.description} />;
    case 'boolean':
      return <BooleanInput source={source} label={label(name)} />;
    case 'array':
      return (
        <ArrayInput source={source} label={label(name)}>
          <SimpleFormIterator inline>
            {schema.items?.type === 'object' ? <SchemaFields schema={schema.items} source="" /> : <TextInput source="" label={label(name)} />}
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'object':
      return <SchemaFields schema={schema} source={source} />;
    default:
      return <TextInput source={source} label={label(name)} validate={validate} helperText={schema.description} />;
  }
}
