import { z } from 'zod';

// Zod compiles fast parsers with `new Function` when it can, and probes for that at first use: under
// the app's Content-Security-Policy (no 'unsafe-eval') the probe is a reported violation. The forms'
// schemas are small, so the interpreted parsers cost nothing a learner would notice.
z.config({ jitless: true });

/** Zod, set up for the app's Content-Security-Policy: every form schema imports it from here. */
export { z };
