/** The marker before a section's JSON result on its process's stdout. */
export const SECTION_PREFIX = 'BENCH_RESULT ';
