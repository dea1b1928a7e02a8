// Tells visitors that no real lending API, gateway or SMS provider stands behind this instance.
import { useClientConfig } from '../client-config.tsx';

export function SandboxRibbon() {
  const { sandbox } = useClientConfig();
  if (!sandbox) return null;
  return (
    // A labelled landmark of its own, so no page content sits outside the landmarks.
    <aside className="sandbox-ribbon" aria-label="Sandbox notice">
      Sandbox: sample data only. No real loans, payments or messages.
    </aside>
  );
}
