import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from './content-files';

/** One public sheet definition from content/sheets.json. */
export interface SheetDefinition {
  name: string;
  /** Display company ("Meta"), or null for non-company sheets. */
  company: string | null;
  /** The company name as tagged on problems ("Facebook" for Meta, as in the Companies filter). */
  companyTag: string | null;
  description: string;
  /** Problem slugs in sheet order. */
  problems: string[];
}

/** content/sheets.json: public sheets, owned by the account `ownerEmail` names (the demo admin). */
export interface SheetsFile {
  ownerEmail: string;
  sheets: SheetDefinition[];
}

/** Company sheets the content must provide, by display name, and the minimum size of each. */
export const REQUIRED_COMPANY_SHEETS = ['Google', 'Amazon', 'Microsoft', 'Meta', 'Netflix', 'Apple'] as const;
export const MIN_SHEET_PROBLEMS = 8;
export const TOP_INTERVIEW_SHEET = 'Top Interview 40';

/**
 * Reads `<root>/sheets.json`.
 * @throws Error when the file is missing or not valid JSON.
 */
export function readSheets(root: string): SheetsFile {
  return JSON.parse(readFileSync(join(root, 'sheets.json'), 'utf8')) as SheetsFile;
}

/** Rule violations of the sheet definitions against the problem library (empty when valid). */
export function validateSheets(file: SheetsFile, problems: ContentProblem[]): string[] {
  const errors: string[] = [];
  const bySlug = new Map(problems.map((p) => [p.slug, p]));
  for (const company of REQUIRED_COMPANY_SHEETS) {
    if (!file.sheets.some((s) => s.company === company)) errors.push(`no sheet for ${company}`);
  }
  const top = file.sheets.find((s) => s.name === TOP_INTERVIEW_SHEET);
  if (!top) errors.push(`no "${TOP_INTERVIEW_SHEET}" sheet`);
  else if (top.problems.length !== 40) errors.push(`"${TOP_INTERVIEW_SHEET}" has ${top.problems.length} problems, not 40`);
  for (const sheet of file.sheets) {
    if (sheet.problems.length < MIN_SHEET_PROBLEMS) errors.push(`sheet "${sheet.name}" has fewer than ${MIN_SHEET_PROBLEMS} problems`);
    if (new Set(sheet.problems).size !== sheet.problems.length) errors.push(`sheet "${sheet.name}" lists a problem twice`);
    for (const slug of sheet.problems) {
      const problem = bySlug.get(slug);
      if (!problem) errors.push(`sheet "${sheet.name}" names unknown problem ${slug}`);
      else if (sheet.companyTag && !problem.meta.companies.includes(sheet.companyTag)) {
        errors.push(`sheet "${sheet.name}" lists ${slug}, which is not tagged ${sheet.companyTag}`);
      }
    }
  }
  return errors;
}
