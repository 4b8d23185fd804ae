/** What `npm audit --omit=dev --json` said, in the terms the build acts on. */
export type AuditOutcome =
  | { kind: 'clean'; dependencies: number }
  | { kind: 'advisories'; lines: string[] }
  | { kind: 'unavailable'; reason: string };

interface Vulnerability {
  name: string;
  severity: string;
  range?: string;
  via?: Array<string | { title?: string; url?: string }>;
}

interface AuditJson {
  vulnerabilities?: Record<string, Vulnerability>;
  metadata?: { dependencies?: { prod?: number; total?: number } };
  /** npm's own error report: the registry refused the advisory endpoint or was not reached. */
  error?: { code?: string; summary?: string };
  message?: string;
  statusCode?: number;
}

function advisoryLine(v: Vulnerability): string {
  const titles = (v.via ?? []).map((via) =>
    typeof via === 'string' ? `via ${via}` : [via.title, via.url].filter(Boolean).join(' '),
  );
  return `${v.severity.padEnd(8)} ${v.name}${v.range ? ` ${v.range}` : ''}: ${titles.join('; ')}`;
}

/**
 * A registry without the advisory endpoint (a mirror answers 404 or 405), no network or output
 * that is not an audit report is "unavailable": reported, never a failed build. Advisories are.
 */
export function readAudit(stdout: string): AuditOutcome {
  let json: AuditJson;
  try {
    json = JSON.parse(stdout) as AuditJson;
  } catch {
    return { kind: 'unavailable', reason: 'npm audit gave no report' };
  }
  if (json.vulnerabilities === undefined) {
    // npm leaves the fields it has nothing for empty, not absent.
    const reason = [json.message, json.error?.summary, json.error?.code].find(Boolean);
    return { kind: 'unavailable', reason: reason ?? 'no report' };
  }
  const found = Object.values(json.vulnerabilities);
  if (found.length === 0)
    return { kind: 'clean', dependencies: json.metadata?.dependencies?.prod ?? 0 };
  return { kind: 'advisories', lines: found.map(advisoryLine).sort() };
}
