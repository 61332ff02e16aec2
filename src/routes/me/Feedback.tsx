import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MAX_SCREENSHOTS, reportTextError, type ProblemReport } from '../../domain/problemReport';
import { safePath } from '../../lib/safePath';
import { errorMessage } from '../../machines/effects';
import { feedbackDraft } from '../../services/feedbackDraft';
import { resizeImage } from '../../services/imageResize';
import { chooseImages } from '../../services/wxImages';
import { FEEDBACK_COPY, FeedbackView } from '../../ui/me/FeedbackView';
import { api } from '../api';
import { envFacts } from '../app';
import { wxBridge } from '../wxBridge';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

const sendReport = (report: ProblemReport) => api.misc.reportProblem({ body: report, noToast: true });

/**
 * /me/feedback 意见反馈 (`?from=` the page it was opened from): the words, a contact and up to three screenshots,
 * made smaller on the device, chosen through the messaging app's chooser there and a file input elsewhere. What was
 * typed stays for the tab, through a failure or a reload; 提交 sends once.
 */
export default function Feedback() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [draft, setDraft] = useState(() => feedbackDraft.read());
  const [images, setImages] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState('');
  const [bridgeChooser, setBridgeChooser] = useState(envFacts.isWx);
  const send = useRequest(sendReport, () => feedbackDraft.save(null));

  const edit = (next: typeof draft) => {
    setDraft(next);
    feedbackDraft.save(next);
  };
  const add = async (pick: () => Promise<Blob[] | null>) => {
    setAdding(true);
    setAddError('');
    try {
      const chosen = await pick();
      if (chosen === null) {
        // No chooser in this messaging app after all: the file input takes over.
        setBridgeChooser(false);
        setAddError(FEEDBACK_COPY.noChooser);
        return;
      }
      const resized = await Promise.all(chosen.map(resizeImage));
      setImages((current) => [...current, ...resized].slice(0, MAX_SCREENSHOTS));
    } catch (error) {
      setAddError(errorMessage(error, FEEDBACK_COPY.unreadable));
    } finally {
      setAdding(false);
    }
  };
  const textError = reportTextError(draft.text);

  return (
    <TitledScreen>
      <FeedbackView
        text={draft.text}
        contact={draft.contact}
        images={images}
        textError={tried ? textError : null}
        adding={adding}
        sending={send.busy}
        error={addError || (send.error && FEEDBACK_COPY.sendFailed(send.error))}
        sent={send.done}
        usesBridgeChooser={bridgeChooser}
        onText={(text) => edit({ ...draft, text })}
        onContact={(contact) => edit({ ...draft, contact })}
        onFiles={(files) => void add(async () => files)}
        onChoose={() => void add(async () => chooseImages(await wxBridge.sdk(), MAX_SCREENSHOTS - images.length))}
        onRemove={(index) => setImages((current) => current.filter((_, i) => i !== index))}
        onSend={() => {
          setTried(true);
          if (textError) return;
          send.run({
            content: draft.text.trim(),
            contact: draft.contact.trim(),
            images,
            page: safePath(query.get('from') ?? '/me/feedback'),
            app_version: envFacts.gitCommit,
            user_agent: navigator.userAgent,
          });
        }}
        onDone={() => void navigate('/me')}
      />
    </TitledScreen>
  );
}
