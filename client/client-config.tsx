// The configuration the browser may see (shared/ssr-contract.ts), handed to the pages through a context.
import { createContext, useContext } from 'react';
import { assetVersions } from 'virtual:asset-versions';
import { assetUrl } from '../shared/asset-url.ts';

import type { ClientConfig } from '../shared/ssr-contract.ts';

export type { ClientConfig };

export const defaultClientConfig: ClientConfig = {
  assetBaseUrl: '/assets',
  publicBaseUrl: 'http://localhost:3000',
  sandbox: false,
};

export const ClientConfigContext = createContext<ClientConfig>(defaultClientConfig);

export function useClientConfig(): ClientConfig {
  return useContext(ClientConfigContext);
}

/**
 * The URL of a static image or file under the asset base (a CDN in production), carrying the file's content
 * version (`?v=<hash>`) so it can be cached for a year.
 */
export function useAsset(): (path: string) => string {
  const { assetBaseUrl } = useClientConfig();
  return (path) => assetUrl(assetBaseUrl, path, assetVersions);
}

export const CLIENT_CONFIG_ELEMENT_ID = 'app-config';
