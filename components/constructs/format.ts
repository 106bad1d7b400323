const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** `21 Nov 2025, 20:04` in the server's time zone. */
export function formatDateTime(date: Date | string): string {
  return DATE_TIME.format(typeof date === 'string' ? new Date(date) : date);
}

export function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count} ${count === 1 ? word : pluralWord}`;
}
