import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { decodeShortLink, SHORT_KEY, shortLinkTarget } from '../../domain/shortLink';
import { HttpError } from '../../services/http/errors';
import { ShortLinkFailed, ShortLinkGone, ShortLinkOpening } from '../../ui/shell/ShortLinkStates';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

/** The path a key stands for, 'gone' when there is no such link. */
async function resolve(key: string): Promise<string> {
  try {
    const { url } = decodeShortLink(await api.misc.resolveShortLink({ path: { short_link_key: key }, noToast: true }));
    return shortLinkTarget(url, window.location.origin);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'gone';
    throw error;
  }
}

/** /s/:key: a shared short link, looked up and replaced by the page it stands for, never one off this site. */
export default function ShortLink() {
  const key = useParams().key ?? '';
  const valid = SHORT_KEY.test(key);
  const navigate = useNavigate();
  const lookup = useRequest(resolve, (target) => {
    if (target !== 'gone') void navigate(target, { replace: true });
  });
  const { run } = lookup;
  useEffect(() => {
    if (valid) run(key);
  }, [valid, key, run]);
  const home = () => void navigate('/', { replace: true });

  let body = <ShortLinkOpening />;
  if (!valid || lookup.result === 'gone') body = <ShortLinkGone onHome={home} />;
  else if (lookup.error) body = <ShortLinkFailed error={lookup.error} onRetry={() => run(key)} onHome={home} />;
  return <TitledScreen>{body}</TitledScreen>;
}
