/**
 * The database channel on which run changes are announced, so live feeds in other processes wake
 * at once (PostgreSQL LISTEN/NOTIFY). The database sends them itself: triggers on `run_events`
 * (a new event) and `runs` (a new status, round or error), migration 0001. PGlite serves one
 * process, whose feeds the in-process bus wakes.
 */
export const RUN_CHANGES_CHANNEL = 'scalewright_run_changes';
