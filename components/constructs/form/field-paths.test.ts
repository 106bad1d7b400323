import { describe, it, expect } from 'vitest';
import { describePath, fieldId, toErrorMap } from './field-paths';

describe('fieldId', () => {
  it('turns a schema path into a DOM id', () => {
    expect(fieldId('name')).toBe('field-name');
    expect(fieldId('dimensions[10].orbiting[2].definition')).toBe('field-dimensions-10-orbiting-2-definition');
    expect(fieldId('responseScale.labels[0]')).toBe('field-responseScale-labels-0');
  });
});

describe('describePath', () => {
  it('names fields in words, counting entries from 1', () => {
    expect(describePath('name')).toBe('Name');
    expect(describePath('dimensions[2].orbiting')).toBe('Dimension 3 › Orbiting constructs');
    expect(describePath('dimensions[0].orbiting[1].definition')).toBe(
      'Dimension 1 › Orbiting construct 2 › Definition',
    );
    expect(describePath('responseScale.labels[4]')).toBe('Response scale › Label 5');
    expect(describePath('(root)')).toBe('Construct');
  });
});

describe('toErrorMap', () => {
  it('keeps the first message for each path', () => {
    const map = toErrorMap([
      { path: 'name', message: 'required' },
      { path: 'name', message: 'second' },
      { path: 'definition', message: 'too long' },
    ]);
    expect(map.get('name')).toBe('required');
    expect(map.get('definition')).toBe('too long');
    expect(map.size).toBe(2);
  });
});
