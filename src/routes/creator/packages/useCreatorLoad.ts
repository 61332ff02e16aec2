import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { HttpError } from '../../../services/http/errors';
import { useRequest } from '../../useRequest';
import { signedIn } from '../soldOrders';

/**
 * A creator's screen data, read at once: signed in first (closing the sheet fails with 取消登录); an account that is
 * not an approved creator is sent to where its application stands. The last answer stays while it is read again.
 */
export function useCreatorLoad<T>(load: () => Promise<T>) {
  const navigate = useNavigate();
  const request = useRequest(async () => {
    await signedIn();
    try {
      return await load();
    } catch (error) {
      if (error instanceof HttpError && error.status === 403) void navigate('/creator/apply-status', { replace: true });
      throw error;
    }
  });
  const { run } = request;
  useEffect(() => run(undefined), [run]);
  return { data: request.result, error: request.error, busy: request.busy, reload: () => run(undefined) };
}
