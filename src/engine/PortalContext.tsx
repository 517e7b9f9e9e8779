import { createContext, useContext } from 'react';
import type { ClientConfiguration, CurrentClient, CurrentUser } from '../api/types';

/** What every screen and block may read: the client, its configuration, the visitor, the contract. */
export interface PortalEnvironment {
  client: CurrentClient;
  config: ClientConfiguration;
  user: CurrentUser | null;
  /** The current user is being read again (after a login invalidated it). */
  userPending?: boolean;
  contrat: string | null;
  production: boolean;
}

export const PortalContext = createContext<PortalEnvironment | null>(null);

export function usePortal(): PortalEnvironment {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal outside PortalContext');
  return value;
}
