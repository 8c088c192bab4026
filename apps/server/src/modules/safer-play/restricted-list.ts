import type { RestrictedPerson } from './exclusion-store.ts';

/** Names compare in upper case, letters and single spaces only ("dela Cruz,  Juan" = "DELA CRUZ JUAN"). */
export const normaliseName = (name: string): string =>
  name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z ]+/g, ' ').replace(/\s+/g, ' ').trim();

/** ID numbers compare in upper case without spaces or dashes. */
export const normaliseIdNumber = (id: string): string | null => {
  const clean = id.toUpperCase().replace(/[\s-]+/g, '');
  return clean === '' ? null : clean;
};

/** One line of CSV into its fields (double quotes around a field may hold commas; "" is a quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { field += '"'; i++; } else if (ch === '"') quoted = false; else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { fields.push(field); field = ''; } else field += ch;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

export class RestrictedListError extends Error {}

/**
 * The operators' CSV: full name, birth date (YYYY-MM-DD), optional ID number; a first line
 * starting "full name" is a header. Any bad line refuses the whole file, naming the line.
 */
export function parseRestrictedCsv(text: string): RestrictedPerson[] {
  const people: RestrictedPerson[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const [name = '', birthDate = '', idNumber = ''] = csvFields(line);
    if (index === 0 && /^full ?name$/i.test(name)) return;
    const fullName = normaliseName(name);
    if (fullName === '') throw new RestrictedListError(`line ${index + 1}: no name`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(Date.parse(`${birthDate}T00:00:00Z`))) {
      throw new RestrictedListError(`line ${index + 1}: birth date must be YYYY-MM-DD`);
    }
    people.push({ fullName, birthDate, idNumber: normaliseIdNumber(idNumber) });
  });
  return people;
}
