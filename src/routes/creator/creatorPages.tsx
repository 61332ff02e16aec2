import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { HttpError } from '../../services/http/errors';
import { CreatorListPending, type CreatorList } from '../../ui/creator/CreatorListStates';
import { signedIn, signInCancelled } from './soldOrders';
import { usePages } from './usePages';

const TAB_KEY = 'tab';

/**
 * A creator's list, page by page, signed in first; an account that is not an approved creator is sent to where its
 * application stands.
 */
export function useCreatorPages<P extends { items: unknown[]; total: number; page_number: number; has_more: boolean }>(
  load: (page: number) => Promise<P>,
) {
  const navigate = useNavigate();
  return usePages(async (page: number) => {
    await signedIn();
    try {
      return await load(page);
    } catch (error) {
      if (error instanceof HttpError && error.status === 403) void navigate('/creator/apply-status', { replace: true });
      throw error;
    }
  });
}

interface PagesPendingProps {
  pages: Pick<ReturnType<typeof useCreatorPages>, 'error' | 'reload'>;
  list: CreatorList;
}

/** The list before its first page: sign-in needed, its error with 重试, or its skeleton. */
export function PagesPending({ pages, list }: PagesPendingProps) {
  const navigate = useNavigate();
  return (
    <CreatorListPending
      list={list}
      error={pages.error}
      signInCancelled={signInCancelled(pages.error)}
      onReload={pages.reload}
      onHome={() => void navigate('/')}
    />
  );
}

/** Tabs kept in the address (`?tab=`), so Back and a reload return to the same one. */
export function AddressTabs<T extends string>({
  tabs,
  isTab,
  fallback,
  children,
}: {
  tabs: readonly { value: T; label: string }[];
  isTab: (value: unknown) => value is T;
  fallback: T;
  children: (tab: T) => ReactNode;
}) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<T>(() => {
    const asked = new URLSearchParams(window.location.search).get(TAB_KEY);
    return isTab(asked) ? asked : fallback;
  });
  return (
    <>
      <Tabs
        value={tab}
        color="jade.8"
        onChange={(value) => {
          if (!isTab(value)) return;
          setTab(value);
          void navigate(`?${TAB_KEY}=${value}`, { replace: true });
        }}
      >
        {/* Up to six short tabs stay on one line at 375 px. */}
        <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} px="xs">
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children(tab)}
    </>
  );
}
