import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import type { AccountView } from './account-view.ts';

interface AccountDialogsApi {
  /** Opens the account dialog on a view (spec 000 §2: login, registration, recovery modals). */
  open: (view: AccountView) => void;
  /** Starts loading the dialogs' code, e.g. when the pointer reaches the login button. */
  preload: () => void;
}

const loadDialogs = () => import('./AccountDialogs.tsx');
const AccountDialogs = lazy(async () => ({ default: (await loadDialogs()).AccountDialogs }));

const AccountDialogsContext = createContext<AccountDialogsApi>({ open: () => undefined, preload: () => undefined });

/**
 * Holds the account dialog for the whole site, so the header, the profile page and the recovery
 * page open the same one. Its code (forms, validation, Radix) loads on first use, not at start-up.
 */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ view: AccountView; key: number } | null>(null);
  const open = useCallback((view: AccountView) => setState((previous) => ({ view, key: (previous?.key ?? 0) + 1 })), []);
  const preload = useCallback(() => void loadDialogs(), []);
  const api = useMemo(() => ({ open, preload }), [open, preload]);
  return (
    <AccountDialogsContext value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <AccountDialogs key={state.key} initialView={state.view} onClose={() => setState(null)} />
        </Suspense>
      )}
    </AccountDialogsContext>
  );
}

export function useAccountDialogs(): AccountDialogsApi {
  return useContext(AccountDialogsContext);
}
