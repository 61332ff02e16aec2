import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LETTER_NAMESPACE, type Letter as LetterData } from '../../domain/letter';
import { letterReplyMachine } from '../../machines/letterReply.machine';
import { letterReplyView } from '../../machines/letterReply.view';
import { HttpError } from '../../services/http/errors';
import { LetterView } from '../../ui/me/LetterView';
import { MESSAGES_SIGN_IN } from '../../ui/me/MessagesView';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { api } from '../api';
import { accountView, requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useRequest } from '../useRequest';
import { useScreenActor } from '../useScreenActor';
import { dateTimeOf } from '../vip/dates';
import { letterReplyServices } from './letterReplyServices';

const services = letterReplyServices({ api });

/** Letter ids are digits; anything else is not a letter. */
const LETTER_ID = /^\d{1,20}$/;

/** Reading the letter marks it read (services/api/letter.ts); one that is gone or not mine is null. */
const loadLetter = (id: string) =>
  api.letter
    .getInstance({ path: { namespace: LETTER_NAMESPACE, instance_letter_id: id }, noToast: true })
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    });

/** /me/messages/:letterId: one letter, its sanitized text, and 回复 (letterReplyMachine). */
export default function Letter() {
  const navigate = useNavigate();
  const id = useParams().letterId ?? '';
  const valid = LETTER_ID.test(id);
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  const signedIn = account.kind === 'user';
  const letter = useRequest(loadLetter);
  const { run } = letter;
  useEffect(() => {
    if (signedIn && valid) run(id);
  }, [signedIn, valid, id, run]);
  const back = () => void navigate('/me/messages');

  let body;
  if (account.kind === 'anonymous')
    body = (
      <SignInNeeded
        {...MESSAGES_SIGN_IN.letter}
        onLogin={() => void requireLogin().catch(() => {})}
        onHome={() => void navigate('/')}
      />
    );
  else if (!valid || letter.result === null)
    body = <LetterView state={{ kind: 'missing' }} {...idle} onRetry={() => run(id)} onBack={back} />;
  else if (letter.result) body = <ReadLetter key={id} letter={letter.result} onBack={back} />;
  else if (letter.error)
    body = (
      <LetterView state={{ kind: 'failed', error: letter.error }} {...idle} onRetry={() => run(id)} onBack={back} />
    );
  else body = <LetterView state={{ kind: 'loading' }} {...idle} onRetry={() => run(id)} onBack={back} />;
  return <TitledScreen>{body}</TitledScreen>;
}

/** No reply box until the letter is read. */
const idle = { reply: null, onReplyText: () => {}, onReplySend: () => {} };

function ReadLetter({ letter, onBack }: { letter: LetterData; onBack: () => void }) {
  const actor = useScreenActor(() => ({
    logic: letterReplyMachine.provide(services),
    options: { input: { letterId: letter.instance_letter_id, replies: letter.comments } },
  }));
  const reply = useMachineView(actor, letterReplyView);
  return (
    <LetterView
      state={{
        kind: 'letter',
        title: letter.title,
        sender: letter.sender,
        time: dateTimeOf(letter.created_at) ?? '',
        html: letter.content,
        replies: reply.replies.map((r) => ({
          key: r.comment_id,
          content: r.content,
          time: dateTimeOf(r.created_at) ?? '',
        })),
      }}
      reply={reply}
      onReplyText={(value) => actor.send({ type: 'text.change', value })}
      onReplySend={() => actor.send({ type: 'submit' })}
      onRetry={() => {}}
      onBack={onBack}
    />
  );
}
