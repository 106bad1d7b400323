import type { FieldIssue } from '@/lib/constructs/issues';

/** A user-facing failure of a construct action; `fieldErrors` name the fields at fault. */
export interface ActionFailure {
  ok: false;
  error: string;
  fieldErrors?: FieldIssue[];
}

/** A construct that was created, updated, duplicated or imported. */
export interface SavedConstruct {
  ok: true;
  id: string;
  name: string;
  fingerprint: string;
}

export type SaveConstructResult = SavedConstruct | ActionFailure;

/** Deleting a construct that has runs needs `confirm: true`; without it the action answers this. */
export interface NeedsConfirmation {
  ok: false;
  needsConfirmation: true;
  runCount: number;
  error: string;
}

export type DeleteConstructResult = { ok: true; runsDeleted: number } | NeedsConfirmation | ActionFailure;
