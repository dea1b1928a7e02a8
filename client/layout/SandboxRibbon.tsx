// Tells visitors that no real lending API, gateway or SMS provider stands behind this instance.
import { useClientConfig } from '../client-config.tsx';
import { layoutStrings as t } from './strings.ts';

export function SandboxRibbon() {
  const { sandbox, sandboxSmsPath } = useClientConfig();
  if (!sandbox) return null;
  return (
    // A labelled landmark, so no page content sits outside landmarks (axe 'region').
    <aside className="sandbox-ribbon" aria-label={t.sandboxLabel}>
      {t.sandboxNotice}
      {sandboxSmsPath ? (
        <>
          {' '}
          {/* A server page, not a route of the app: a plain link. */}
          <a href={sandboxSmsPath} target="_blank" rel="noopener">
            {t.sandboxSms}
          </a>
        </>
      ) : null}
    </aside>
  );
}
