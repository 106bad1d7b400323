'use client';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorText, controlClasses } from '@/components/ui/field';
import { HEURISTIC_LABEL } from '../format';
import { settingFieldId, type AgentOption } from './settings-draft';

/**
 * The model of each agent, defaults from the configuration. With no model key configured the
 * offline heuristic panel is forced on and said so plainly.
 */
export function ModelsSection({
  agents,
  models,
  onModelChange,
  offline,
  offlineForced,
  onOfflineChange,
  missingKeys,
  configError,
  errors,
}: {
  agents: AgentOption[];
  models: Record<string, string>;
  onModelChange: (agentId: string, model: string) => void;
  offline: boolean;
  offlineForced: boolean;
  onOfflineChange: (offline: boolean) => void;
  missingKeys: string[];
  configError: string | null;
  errors: Map<string, string>;
}) {
  const useOffline = offline || offlineForced;
  return (
    <Card title="Models" titleId="run-models-title" description="The agent panel of Lee, Son & Jia (2025): one model per agent.">
      {offlineForced && (
        <div
          className="mb-4 rounded-md border border-dashed border-slate-400 bg-slate-50 px-4 py-3 text-sm text-slate-700"
          data-testid="run-offline-notice"
          role="note"
        >
          <p className="font-medium text-slate-900">No model key is configured: this run will use the offline heuristic panel (no LLM).</p>
          <p className="mt-1">
            Items are composed from your definitions and scored with lexical similarity and the item-writing checks. Every
            result is labelled “{HEURISTIC_LABEL}”.
            {missingKeys.length > 0 && (
              <>
                {' '}
                To use models, set {missingKeys.map((key, i) => (
                  <span key={key}>
                    {i > 0 && (i === missingKeys.length - 1 ? ' or ' : ', ')}
                    <code className="rounded bg-white px-1 font-mono text-xs">{key}</code>
                  </span>
                ))}{' '}
                on the server.
              </>
            )}
          </p>
          {configError && <p className="mt-1 text-red-800">Model configuration problem: {configError}</p>}
        </div>
      )}
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-700"
          checked={useOffline}
          disabled={offlineForced}
          onChange={(event) => onOfflineChange(event.target.checked)}
          data-testid="run-offline"
          aria-describedby="run-offline-hint"
        />
        <span>
          <span className="font-medium text-slate-900">Use the offline heuristic panel</span>
          <span id="run-offline-hint" className="block text-xs text-slate-500">
            {offlineForced
              ? 'Required: no model key is set on the server.'
              : 'Deterministic, no network and no cost; for demos and trials. Its output is not model output.'}
          </span>
        </span>
      </label>
      {agents.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="min-w-full text-sm" data-testid="run-models-table">
            <caption className="sr-only">Model of each agent</caption>
            <thead>
              <tr className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <th scope="col" className="py-2 pr-4">
                  Agent
                </th>
                <th scope="col" className="py-2 pr-4">
                  Provider
                </th>
                <th scope="col" className="py-2 pr-4">
                  Model
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Temperature
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Ready</span>
                </th>
              </tr>
            </thead>
            <tbody className={useOffline ? 'text-slate-400' : 'text-slate-800'}>
              {agents.map((agent) => {
                const id = settingFieldId(`models.${agent.id}`);
                const error = errors.get(`models.${agent.id}`);
                return (
                  <tr key={agent.id} className="border-t border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-4 text-left font-medium">
                      <label htmlFor={id}>{agent.displayName}</label>
                    </th>
                    <td className="py-2 pr-4">{agent.provider}</td>
                    <td className="min-w-56 py-1.5 pr-4">
                      <input
                        id={id}
                        data-testid={id}
                        value={models[agent.id] ?? ''}
                        disabled={useOffline}
                        onChange={(event) => onModelChange(agent.id, event.target.value)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        className={controlClasses(Boolean(error), 'h-8 py-1 font-mono text-xs disabled:bg-slate-50')}
                        spellCheck={false}
                      />
                      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">{agent.temperature}</td>
                    <td className="py-2">
                      {useOffline ? (
                        <Badge>offline</Badge>
                      ) : agent.ready ? (
                        <Badge tone="success">ready</Badge>
                      ) : (
                        <Badge tone="danger" title="No key is configured for this provider">
                          no key
                        </Badge>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
