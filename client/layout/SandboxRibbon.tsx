// Tells visitors that no real lending API, gateway or SMS provider stands behind this instance.
import { useClientConfig } from '../client-config.tsx';

export function SandboxRibbon() {
  const { sandbox, sandboxSmsPath } = useClientConfig();
  if (!sandbox) return null;
  return (
    // A labelled landmark, so no page content sits outside landmarks (axe 'region').
    <aside className="sandbox-ribbon" aria-label="Sandbox notice">
      Sandbox: sample data only. No real loans, payments or messages.
      {sandboxSmsPath ? (
        <>
          {' '}
          {/* A server page, not a route of the app: a plain link. */}
          <a href={sandboxSmsPath} target="_blank" rel="noopener">
            See the SMS codes sent
          </a>
        </>
      ) : null}
    </aside>
  );
}
