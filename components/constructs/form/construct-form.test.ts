import { describe, it, expect, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AAAW_PRESET } from '@/lib/constructs';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));
vi.mock('@/lib/actions/create-construct', () => ({ createConstructAction: async () => ({ ok: false, error: 'x' }) }));
vi.mock('@/lib/actions/update-construct', () => ({ updateConstructAction: async () => ({ ok: false, error: 'x' }) }));

const { ConstructForm } = await import('../construct-form');

function render(initial = AAAW_PRESET) {
  return renderToStaticMarkup(createElement(ConstructForm, { mode: { kind: 'create' }, initial }));
}

describe('ConstructForm (server render)', () => {
  it('shows every field of a preset', () => {
    const html = render();
    for (const dim of AAAW_PRESET.dimensions) expect(html).toContain(`value="${dim.name}"`);
    expect(html.match(/\sid="field-dimensions-\d+-orbiting-\d+-name"/g)).toHaveLength(12);
    expect(html.match(/\sid="field-responseScale-labels-\d+"/g)).toHaveLength(7);
  });

  it('labels every control', () => {
    const html = render();
    const controlIds = [...html.matchAll(/<(?:input|textarea|select)\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(controlIds.length).toBeGreaterThan(40);
    const labelled = new Set([...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"/g)].map((m) => m[1]));
    expect(controlIds.filter((id) => !labelled.has(id))).toEqual([]);
  });

  it('shows no errors before the first save attempt', () => {
    const html = render({ ...AAAW_PRESET, name: '' } as typeof AAAW_PRESET);
    expect(html).not.toContain('error-summary');
    expect(html).not.toContain('aria-invalid');
  });
});
