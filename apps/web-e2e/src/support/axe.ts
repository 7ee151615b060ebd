import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core's browser build, run in each page as it is (never a copy kept in the repository). It is
 * evaluated through the browser's debugging protocol rather than added as a script tag: the app's
 * Content-Security-Policy (`script-src 'self'`) rightly refuses an inline script.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** The serious and critical axe-core violations of the page as it stands, as 'rule: help (targets)'. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // The whole page, the editor included: its token colours are the app's accessible themes.
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.slice(0, 3).map((node) => `${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`).join(' | ')})`);
}
