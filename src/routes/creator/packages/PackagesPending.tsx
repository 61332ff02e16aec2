import { useNavigate } from 'react-router-dom';
import { CreatorListPending } from '../../../ui/creator/CreatorListStates';
import { signInCancelled } from '../soldOrders';

/** A creator's package screen before its data: sign-in needed, the error with 重试, or the skeleton. */
export function PackagesPending({ load }: { load: { error: string; reload: () => void } }) {
  const navigate = useNavigate();
  return (
    <CreatorListPending
      list="packages"
      error={load.error}
      signInCancelled={signInCancelled(load.error)}
      onReload={load.reload}
      onHome={() => void navigate('/')}
    />
  );
}
