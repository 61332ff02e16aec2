import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HttpError } from '../../services/http/errors';
import type { StaffList } from '../../ui/admin/adminCopy';
import { StaffPending } from '../../ui/admin/StaffStates';
import { signedIn, signInCancelled } from '../creator/soldOrders';
import { usePages } from '../creator/usePages';
import { useRequest } from '../useRequest';

/**
 * A staff call, signed in first (the sign-in sheet opens for a visitor); a 403 says the console is closed to this
 * account: the server is the guard, not the hidden entry in 我的.
 */
function staffCall<P, R>(load: (payload: P) => Promise<R>, onForbidden: () => void) {
  return async (payload: P) => {
    await signedIn();
    try {
      return await load(payload);
    } catch (error) {
      if (error instanceof HttpError && error.status === 403) onForbidden();
      throw error;
    }
  };
}

/** A console list, page by page from 1, with whether the server refused this account. */
export function useStaffPages<P extends { items: unknown[]; total: number; page_number: number; has_more: boolean }>(
  load: (page: number) => Promise<P>,
) {
  const [forbidden, setForbidden] = useState(false);
  const pages = usePages(staffCall(load, () => setForbidden(true)));
  return { ...pages, forbidden };
}

/** A console read that is not a list (the counts of /admin), with whether the server refused this account. */
export function useStaffRequest<P, R>(load: (payload: P) => Promise<R>) {
  const [forbidden, setForbidden] = useState(false);
  return { ...useRequest(staffCall(load, () => setForbidden(true))), forbidden };
}

interface PendingProps {
  list: StaffList;
  read: { error: string; forbidden: boolean; reload: () => void };
}

/** A console screen before its first answer: 无权访问, sign-in needed, its error with 重试, or its skeleton. */
export function StaffPagesPending({ list, read }: PendingProps) {
  const navigate = useNavigate();
  return (
    <StaffPending
      list={list}
      error={read.error}
      forbidden={read.forbidden}
      signInCancelled={signInCancelled(read.error)}
      onReload={read.reload}
      onHome={() => void navigate('/')}
    />
  );
}
