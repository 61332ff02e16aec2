import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { outboundUrl } from '../../services/outboundUrl';
import { isSupportProductId, supportChatUrl } from '../../services/support';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { SUPPORT_COPY, SupportLinkInvalid, SupportOpenFailed, SupportOpening } from '../../ui/support/SupportStates';
import { clientStore } from '../app';
import { api } from '../api';
import { requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

/** The chat knows who writes: sign in first, and read the user if my_info has not answered yet. */
async function chatUrl(productId: string): Promise<string> {
  await requireLogin();
  const user = clientStore.get().userInfo ?? (await api.auth.getMyInfo({ noToast: true }));
  const url = outboundUrl(
    supportChatUrl({ base: import.meta.env.VITE_SUPPORT_CHAT_URL, productId, user, origin: window.location.origin }),
  );
  if (url === null) throw new Error(SUPPORT_COPY.chatLinkInvalid);
  return url;
}

/** /txc/:productId (spec §2): the customer-service chat, opened in place of this page. */
export default function CustomerService() {
  const { productId } = useParams();
  const navigate = useNavigate();
  const valid = isSupportProductId(productId);
  const open = useRequest(chatUrl, (url) => window.location.replace(url));
  const { run } = open;
  useEffect(() => {
    if (valid) run(productId);
  }, [valid, productId, run]);

  const home = () => void navigate('/');
  let body;
  if (!valid) body = <SupportLinkInvalid onHome={home} />;
  else if (open.error === LOGIN_CANCELLED_TEXT)
    body = <SignInNeeded {...SUPPORT_COPY.signIn} onLogin={() => run(productId)} onHome={home} />;
  else if (open.error) body = <SupportOpenFailed error={open.error} onRetry={() => run(productId)} onHome={home} />;
  else body = <SupportOpening />;
  return <TitledScreen>{body}</TitledScreen>;
}
