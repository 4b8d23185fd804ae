import { describe, expect, it } from 'vitest';
import { readAudit } from './read-audit';

describe('npm run audit reads npm audit’s answer', () => {
  it('reports a registry without the advisory endpoint as unavailable, not as a failure', () => {
    // What this development machine's registry mirror answers (2026-11-25).
    const mirror = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(readAudit(mirror)).toEqual({
      kind: 'unavailable',
      reason:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(readAudit('npm ERR! network')).toMatchObject({ kind: 'unavailable' });
    expect(readAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: '' } }))).toEqual({
      kind: 'unavailable',
      reason: 'ENOTFOUND',
    });
  });

  it('lists production advisories with their severity and source', () => {
    const report = JSON.stringify({
      vulnerabilities: {
        hono: {
          name: 'hono',
          severity: 'moderate',
          range: '<4.13.5',
          via: [{ title: 'Body limit bypass', url: 'https://github.com/advisories/GHSA-x' }],
        },
      },
      metadata: { dependencies: { prod: 40 } },
    });
    expect(readAudit(report)).toEqual({
      kind: 'advisories',
      lines: ['moderate hono <4.13.5: Body limit bypass https://github.com/advisories/GHSA-x'],
    });
  });

  it('says how many production packages were checked when nothing is found', () => {
    const clean = JSON.stringify({ vulnerabilities: {}, metadata: { dependencies: { prod: 40 } } });
    expect(readAudit(clean)).toEqual({ kind: 'clean', dependencies: 40 });
  });
});
