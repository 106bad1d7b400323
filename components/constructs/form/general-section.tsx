import { LIMITS } from '@/lib/constructs';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { ConstructDraft } from './construct-draft';
import { fieldId, type ErrorMap } from './field-paths';
import type { DraftOps } from './use-construct-draft';

/** Name, overall definition and target population. */
export function GeneralSection({ draft, ops, errors }: { draft: ConstructDraft; ops: DraftOps; errors: ErrorMap }) {
  return (
    <Card title="Construct" titleId="section-construct" description="What the scale measures and for whom.">
      <div className="space-y-5">
        <TextField
          id={fieldId('name')}
          label="Name"
          value={draft.name}
          onValueChange={(value) => ops.setField('name', value)}
          error={errors.get('name')}
          maxLength={LIMITS.nameMax}
          placeholder="e.g. Attitudes toward AI at Work"
          autoComplete="off"
        />
        <TextAreaField
          id={fieldId('definition')}
          label="Definition"
          value={draft.definition}
          onValueChange={(value) => ops.setField('definition', value)}
          error={errors.get('definition')}
          maxLength={LIMITS.definitionMax}
          rows={4}
          hint="The overall construct in one or two sentences, as you would write it in a paper."
        />
        <TextField
          id={fieldId('population')}
          label="Target population"
          value={draft.population}
          onValueChange={(value) => ops.setField('population', value)}
          error={errors.get('population')}
          maxLength={LIMITS.populationMax}
          placeholder="e.g. Employees who use or may use AI tools at work"
          hint="Who will answer the items; the item writers adapt wording to them."
        />
      </div>
    </Card>
  );
}

/** Optional item-writing constraints. */
export function ConstraintsSection({ draft, ops, errors }: { draft: ConstructDraft; ops: DraftOps; errors: ErrorMap }) {
  return (
    <Card
      title="Item-writing constraints"
      titleId="section-constraints"
      description="Optional instructions every item writer follows."
    >
      <TextAreaField
        id={fieldId('constraints')}
        label="Constraints"
        labelClassName="sr-only"
        optional
        value={draft.constraints}
        onValueChange={(value) => ops.setField('constraints', value)}
        error={errors.get('constraints')}
        maxLength={LIMITS.constraintsMax}
        rows={4}
        placeholder="e.g. First person, present tense; no more than 20 words; avoid technical jargon."
      />
    </Card>
  );
}
