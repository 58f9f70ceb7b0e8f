// Makes the loaded remotes manifest available to the layout (for overlays) without prop drilling.
import { createContext, useContext } from 'react';
import type { RemotesManifest } from '@storefront/shared/contracts';

export const RemotesContext = createContext<RemotesManifest>({ remotes: [] });

export const useRemotesManifest = () => useContext(RemotesContext);
