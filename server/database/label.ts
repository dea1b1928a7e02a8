/** The host, port and database of a connection string, never its password: for log lines and /readyz. */
export function databaseLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'postgresql';
  }
}
