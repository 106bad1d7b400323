'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, useTransition, type FormEvent } from 'react';
import { startRunAction } from '@/lib/actions/start-run';
import type { RunSettings } from '@/lib/runs/settings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { plural } from '../format';
import { ModePicker } from './mode-picker';
import { ModelsSection } from './models-section';
import { SettingField } from './setting-field';
import { ThresholdsSection } from './thresholds-section';
import {
  draftFromDefaults,
  draftToInput,
  parseNumber,
  serverErrorsToMap,
  settingFieldId,
  thresholdStrings,
  validateDraft,
  type AgentOption,
  type SettingsDraft,
} from './settings-draft';

export interface StartRunFormProps {
  constructId: string;
  constructName: string;
  dimensionCount: number;
  offlineDefault: boolean;
  missingKeys: string[];
  configError: string | null;
  agents: AgentOption[];
  defaults: RunSettings;
}

/** The settings of a new run; starts it and opens the run page. */
export function StartRunForm(props: StartRunFormProps) {
  const { constructId, dimensionCount, offlineDefault, agents, defaults } = props;
  const router = useRouter();
  const toast = useToast();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFromDefaults(defaults, agents, offlineDefault));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const errorRef = useRef<HTMLDivElement>(null);

  const clientErrors = useMemo(
    () => (attempted ? validateDraft(draft, agents, offlineDefault) : new Map<string, string>()),
    [attempted, draft, agents, offlineDefault],
  );
  const errors = useMemo(() => new Map([...serverErrors, ...clientErrors]), [serverErrors, clientErrors]);
  const defaultThresholds = thresholdStrings(defaults.thresholds);
  const thresholdsAreDefault = Object.entries(defaultThresholds).every(
    ([key, value]) => parseNumber(draft.thresholds[key as keyof typeof defaultThresholds]) === Number(value),
  );

  const update = (patch: Partial<SettingsDraft>) => {
    setServerErrors(new Map());
    setFormError(null);
    setDraft((d) => ({ ...d, ...patch }));
  };

  useEffect(() => {
    if (formError || (attempted && errors.size > 0)) errorRef.current?.focus();
    // Focus the summary only when a submit attempt produced it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formError, attempted]);

  const perDimension = parseNumber(draft.itemsPerDimension);
  const firstRound = Number.isInteger(perDimension) && perDimension > 0 ? perDimension * dimensionCount : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const problems = validateDraft(draft, agents, offlineDefault);
    if (problems.size > 0) {
      const first = [...problems.keys()][0]!;
      document.getElementById(settingFieldId(first))?.focus();
      return;
    }
    startTransition(async () => {
      try {
        const result = await startRunAction({ constructId, settings: draftToInput(draft, agents, offlineDefault) });
        if (result.ok) {
          toast.show('Run started. The agents are writing the first round.', { tone: 'success' });
          router.push(`/runs/${result.runId}`);
          return;
        }
        setServerErrors(serverErrorsToMap(result.fieldErrors));
        setFormError(result.error);
      } catch (error) {
        console.error(error);
        setFormError('The server could not be reached. The run was not started; your settings are still here.');
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="start-run-form" aria-label="Start a run">
      {formError && (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          data-testid="start-run-error"
          className="rounded-lg border border-red-300 bg-red-50 px-5 py-3 text-sm text-red-900 focus:outline-none"
        >
          <p className="font-semibold">The run was not started</p>
          <p className="mt-1">{formError}</p>
        </div>
      )}

      <Card title="Items and rounds" titleId="run-items-title">
        <div className="grid gap-x-5 gap-y-4 sm:grid-cols-3">
          <SettingField
            path="itemsPerDimension"
            label="Items per dimension"
            value={draft.itemsPerDimension}
            onChange={(itemsPerDimension) => update({ itemsPerDimension })}
            error={errors.get('itemsPerDimension')}
            hint={firstRound !== null ? `1 to 20. Round 1 writes ${plural(firstRound, 'item')} for ${plural(dimensionCount, 'dimension')}.` : '1 to 20.'}
          />
          <SettingField
            path="maxRounds"
            label="Maximum rounds"
            value={draft.maxRounds}
            onChange={(maxRounds) => update({ maxRounds })}
            error={errors.get('maxRounds')}
            hint="1 to 10. The run ends earlier when every item is kept or you approve."
          />
          <SettingField
            path="judges"
            label="Judges per item"
            value={draft.judges}
            onChange={(judges) => update({ judges })}
            error={errors.get('judges')}
            hint="1 to 7 naive-judge personas rate each item (default 3)."
          />
        </div>
        <div className="mt-6">
          <ModePicker value={draft.mode} onChange={(mode) => update({ mode })} />
        </div>
        <label className="mt-5 flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand-700"
            checked={draft.research}
            onChange={(event) => update({ research: event.target.checked })}
            data-testid="run-research"
            aria-describedby="run-research-hint"
          />
          <span>
            <span className="font-medium text-slate-900">Web research before writing</span>
            <span id="run-research-hint" className="block text-xs text-slate-500">
              The WebSurfer agent summarises sources on the construct (Tavily; cached per construct version). Off: the writer
              works from your definitions alone.
            </span>
          </span>
        </label>
      </Card>

      <ThresholdsSection
        values={draft.thresholds}
        errors={errors}
        isDefault={thresholdsAreDefault}
        onChange={(key, value) => update({ thresholds: { ...draft.thresholds, [key]: value } })}
        onReset={() => update({ thresholds: defaultThresholds })}
      />

      <ModelsSection
        agents={agents}
        models={draft.models}
        onModelChange={(agentId, model) => update({ models: { ...draft.models, [agentId]: model } })}
        offline={draft.offline}
        offlineForced={offlineDefault}
        onOfflineChange={(offline) => update({ offline })}
        missingKeys={props.missingKeys}
        configError={props.configError}
        errors={errors}
      />

      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-5">
        {attempted && errors.size > 0 && !formError && (
          <p className="mr-auto text-sm text-red-700" role="status" data-testid="start-run-problems">
            {errors.size === 1 ? '1 setting needs fixing' : `${errors.size} settings need fixing`} before the run can start.
          </p>
        )}
        <Button type="button" variant="ghost" onClick={() => router.back()} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={pending} aria-disabled={pending} data-testid="start-run-submit">
          {pending ? 'Starting…' : 'Start the run'}
        </Button>
      </div>
    </form>
  );
}

