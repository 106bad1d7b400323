import { describe, expect, it } from 'vitest';
import {
  applySubmission,
  buildSubmission,
  describeSummary,
  initialChoices,
  restoreDraft,
  shownDecision,
  summarize,
} from './review-draft';
import { board, item } from './test-fixtures';

const pool = () => [
  item('VIG-1', { decision: 'KEEP' }),
  item('VIG-2', { decision: 'REVISE' }),
  item('VIG-3', { decision: 'DISCARD' }),
  item('VIG-0', { status: 'kept', reviewable: false }),
  item('VIG-9', { status: 'discarded', reviewable: false, decision: 'DISCARD' }),
];

describe('review draft', () => {
  it('pre-sets every item under review to its computed decision, and only those', () => {
    expect(initialChoices(pool())).toEqual({
      'VIG-1': { action: 'KEEP', note: '', editedStem: null },
      'VIG-2': { action: 'REVISE', note: '', editedStem: null },
      'VIG-3': { action: 'DISCARD', note: '', editedStem: null },
    });
  });

  it('summarises what sending will do, counting frozen items already kept', () => {
    const items = pool();
    const choices = initialChoices(items);
    expect(describeSummary(summarize(items, choices))).toBe('2 frozen, 1 to revise, 1 to replace');
    choices['VIG-1'] = { action: 'REVISE', note: '', editedStem: 'I feel energetic at work.' };
    const summary = summarize(items, choices);
    expect(describeSummary(summary)).toBe('1 frozen, 2 to revise, 1 to replace');
    expect(summary.edited).toBe(1);
    expect(summary.overridden).toBe(1);
  });

  it('builds one decision per item, sending an edit only with REVISE and notes only where they mean something', () => {
    const items = pool();
    const choices = initialChoices(items);
    choices['VIG-1'] = { action: 'KEEP', note: 'ignored for KEEP', editedStem: 'An edit left behind.' };
    choices['VIG-2'] = { action: 'REVISE', note: '  Make it shorter. ', editedStem: null };
    choices['VIG-3'] = { action: 'REVISE', note: '', editedStem: '  I look forward to my working day.  ' };
    expect(buildSubmission(items, choices, '  Fewer absolutes please ', false)).toEqual({
      decisions: {
        'VIG-1': { action: 'KEEP' },
        'VIG-2': { action: 'REVISE', note: 'Make it shorter.' },
        'VIG-3': { action: 'REVISE', editedStem: 'I look forward to my working day.' },
      },
      note: 'Fewer absolutes please',
    });
    expect(buildSubmission(items, choices, '', true).approve).toBe(true);
  });

  it('does not send an edit that leaves the stem as it was', () => {
    const items = [item('VIG-1', { decision: 'REVISE', stem: 'I enjoy my work.' })];
    const submission = buildSubmission(items, { 'VIG-1': { action: 'REVISE', note: '', editedStem: ' I enjoy my work. ' } }, '', false);
    expect(submission.decisions['VIG-1']).toEqual({ action: 'REVISE' });
  });

  it('blocks sending an edited stem that is too short', () => {
    const items = pool();
    const choices = initialChoices(items);
    choices['VIG-2'] = { action: 'REVISE', note: '', editedStem: 'ok' };
    expect(summarize(items, choices).problems).toEqual([{ label: 'VIG-2', message: 'An item needs at least 3 characters.' }]);
  });

  it('restores a stored draft for the items still under review and ignores anything malformed', () => {
    const defaults = initialChoices(pool());
    const restored = restoreDraft(defaults, {
      note: 'keep going',
      choices: {
        'VIG-1': { action: 'DISCARD', note: 'off topic' },
        'VIG-0': { action: 'REVISE' },
        'VIG-2': { action: 'MAYBE' },
      },
    });
    expect(restored.note).toBe('keep going');
    expect(restored.choices['VIG-1']).toEqual({ action: 'DISCARD', note: 'off topic', editedStem: null });
    expect(restored.choices['VIG-2']).toEqual(defaults['VIG-2']);
    expect(restored.choices).not.toHaveProperty('VIG-0');
    expect(restoreDraft(defaults, 'garbage').choices).toEqual(defaults);
  });

  it('shows the submitted decisions at once: run running, kept frozen, discarded set aside, nothing reviewable', () => {
    const before = board(pool());
    const submission = buildSubmission(before.items, initialChoices(before.items), 'note', false);
    const after = applySubmission(before, 1, submission);
    expect(after.run.status).toBe('running');
    expect(after.reviewRound).toBeNull();
    expect(after.rounds[0]!.status).toBe('submitted');
    expect(after.items.map((i) => [i.label, i.status, i.reviewable])).toEqual([
      ['VIG-1', 'kept', false],
      ['VIG-2', 'active', false],
      ['VIG-3', 'discarded', false],
      ['VIG-0', 'kept', false],
      ['VIG-9', 'discarded', false],
    ]);
    expect(after.items[1]!.current.humanDecision).toBe('REVISE');
    expect(after.items[1]!.history.at(-1)!.humanDecision).toBe('REVISE');
    expect(before.run.status).toBe('waiting_review');
  });

  it("shows the draft's choice while under review and the recorded decision otherwise", () => {
    const items = pool();
    const choices = { ...initialChoices(items), 'VIG-1': { action: 'DISCARD' as const, note: '', editedStem: null } };
    expect(items.map((i) => shownDecision(i, choices))).toEqual(['DISCARD', 'REVISE', 'DISCARD', 'KEEP', 'DISCARD']);
  });
});
