/*
 * `npm run audit`: fails on any high or critical advisory in the production dependencies.
 *
 * When the registry cannot be asked (this workplace's registry mirror answers the advisory endpoint
 * with 405), nothing is known either way: that is printed loudly and is not a failure, so CI on a
 * machine without the endpoint still runs everything else. Where the endpoint answers, it gates.
 */
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no JSON (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

// Only a report with its tally read the advisory list; anything else (a 405 from the registry, a
// network error) says nothing either way, and must not pass for "no advisories".
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const why = report.message ?? report.error?.summary ?? report.error?.code ?? 'no tally';
  console.warn(
    `npm audit could not read the advisory database (${why}).\n` +
      'NOT CHECKED: no advisory list was read; see docs/security.md, "Dependencies".',
  );
  process.exit(0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (entry.severity === 'high' || entry.severity === 'critical') {
      console.error(`  ${entry.severity}: ${name} ${entry.range}`);
    }
  }
  process.exit(1);
}
